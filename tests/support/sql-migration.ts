// Writes rows with SQL into a test server's database (backdated `created`, volume) through a one-off
// migration run by a second PocketBase process on the same data directory.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensurePocketBase, runPocketBase } from '../../scripts/lib/pocketbase.mjs'
import { fixtureSiteDir, type TestServer } from './test-server'

let step = 0

/** Runs `body` (JavaScript with `app` in scope) against `server`'s database as a migration of its own. */
export async function runSqlMigration(server: TestServer, body: string): Promise<void> {
  const { bin } = await ensurePocketBase()
  const dir = mkdtempSync(join(tmpdir(), 'pb-sql-'))
  step += 1
  // Applied migrations are remembered by file name: each run needs a new one.
  writeFileSync(join(dir, `${1900000000 + step}_test_sql.js`), `migrate((app) => {\n${body}\n})\n`)
  try {
    runPocketBase(bin, ['migrate', 'up'], { dataDir: server.dataDir, publicDir: fixtureSiteDir, migrationsDir: dir })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
