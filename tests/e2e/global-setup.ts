// Builds the site once for every worker (each serves it from its own PocketBase: e2e-server.ts)
// and draws the demo artwork once, so workers starting together find it ready.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { demoDir, root } from '../../scripts/lib/pocketbase.mjs'
import { writeDemoContent } from '../../scripts/demo/content.mjs'

export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  writeDemoContent(demoDir)
}
