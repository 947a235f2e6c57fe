// PocketBase servers for the page benchmarks: the build with the demo content, and on request a
// twin over an identical copy of its data dir serving another public dir (the no-JS copy).
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { demoDir, dirs, ensurePocketBase, freePort, prepareDataDir, runPocketBase, servePocketBase, throwawaySuperuser } from '../lib/pocketbase.mjs'

/**
 * A data dir with our migrations, the superuser and the demo content. Returns `{dataDir, bin, env}`.
 * The demo seed runs once; twins copy the dir, so they hold the same records, ids and files.
 */
export async function seededDataDir({ env = {} } = {}) {
  const { bin } = await ensurePocketBase({ log: console.log })
  const dataDir = mkdtempSync(join(tmpdir(), 'pb-bench-'))
  const processEnv = { ...process.env, ...env }
  const folders = { dataDir, publicDir: dirs.public }
  prepareDataDir(bin, folders, { env: processEnv })
  const { writeDemoContent } = await import('../demo/content.mjs')
  runPocketBase(bin, ['seed-demo', dirname(writeDemoContent(demoDir))], folders, { env: processEnv })
  return { dataDir, bin, env: processEnv }
}

/**
 * Serves `publicDir` from a copy of `seed.dataDir` (or the dir itself with `copy: false`).
 * Returns `{url, dataDir, superuser, stop}`; `stop()` also removes a copied dir.
 */
export async function serveSeeded(seed, { publicDir = dirs.public, hooksDir = dirs.hooks, copy = true } = {}) {
  let dataDir = seed.dataDir
  if (copy) {
    dataDir = mkdtempSync(join(tmpdir(), 'pb-bench-twin-'))
    cpSync(seed.dataDir, dataDir, { recursive: true })
  }
  const server = await servePocketBase(seed.bin, { dataDir, publicDir, hooksDir, http: `127.0.0.1:${await freePort()}`, env: seed.env })
  return {
    url: server.url,
    dataDir,
    superuser: throwawaySuperuser,
    log: server.log,
    stop: async () => {
      await server.stop()
      if (copy) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
