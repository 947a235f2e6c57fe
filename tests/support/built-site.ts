// A test server over some of the build's files (dist/), copied into a temp dir: a build running
// meanwhile (the e2e tier) cannot pull them from under the server.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from '../../scripts/lib/pocketbase.mjs'
import { startTestServer, type TestServer } from './test-server'

/** Copies `files` (paths inside dist/) to a new temp dir; fails naming what the build has not made. */
function copyBuiltFiles(files: readonly string[], name: string): { dir: string; remove: () => void } {
  const dist = join(root, 'dist')
  const missing = files.filter((file) => !existsSync(join(dist, file)))
  if (missing.length > 0) throw new Error(`dist/ lacks ${missing.join(', ')}: run \`npm run build\` first`)
  const dir = mkdtempSync(join(tmpdir(), `${name}-site-`))
  for (const file of files) cpSync(join(dist, file), join(dir, file))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * A test server (with `env`) serving a copy of `files` of the build from `publicDir`; its stop() also
 * removes the copy.
 */
export async function serveBuiltFiles(files: readonly string[], name: string, env: Record<string, string> = {}): Promise<TestServer & { publicDir: string }> {
  const site = copyBuiltFiles(files, name)
  try {
    const server = await startTestServer({ publicDir: site.dir, env })
    return {
      ...server,
      publicDir: site.dir,
      stop: async () => {
        await server.stop()
        site.remove()
      },
    }
  } catch (error) {
    site.remove()
    throw error
  }
}
