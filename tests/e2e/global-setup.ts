// Builds the site once and serves it through PocketBase exactly as `npm start` does.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { dirs, root } from '../../scripts/lib/pocketbase.mjs'
import { startTestServer } from '../support/test-server'

export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  const server = await startTestServer({ publicDir: dirs.public, seedDemo: true })
  // Workers inherit the environment set here.
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_STAFF_USERNAME = server.staff.username
  process.env.E2E_STAFF_PASSWORD = server.staff.password
  return () => server.stop()
}
