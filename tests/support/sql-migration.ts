// Writes rows with SQL into a test server's database (backdated `created`, volume) through a one-off
// migration run by a second PocketBase process on the same data directory.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dirs, ensurePocketBase, runPocketBase } from '../../scripts/lib/pocketbase.mjs'
import { fixtureSiteDir, type TestServer } from './test-server'

let step = 0

/** Runs `body` (JavaScript with `app` in scope) against `server`'s database as a migration of its own. */
export async function runSqlMigration(server: TestServer, body: string): Promise<void> {
  await runMigrationDir(server, (dir, name) => writeFileSync(join(dir, name), `migrate((app) => {\n${body}\n})\n`))
}

/** Runs one of the project's migrations (a file of pb_migrations/) once more against `server`'s database. */
export async function rerunMigration(server: TestServer, file: string): Promise<void> {
  await runMigrationDir(server, (dir, name) => copyFileSync(join(dirs.migrations, file), join(dir, name)))
}

async function runMigrationDir(server: TestServer, write: (dir: string, name: string) => void): Promise<void> {
  const { bin } = await ensurePocketBase()
  const dir = mkdtempSync(join(tmpdir(), 'pb-sql-'))
  step += 1
  // Applied migrations are remembered by file name: each run needs a new one.
  write(dir, `${1900000000 + step}_test_sql.js`)
  try {
    runPocketBase(bin, ['migrate', 'up'], { dataDir: server.dataDir, publicDir: fixtureSiteDir, migrationsDir: dir })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
