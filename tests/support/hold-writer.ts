// Holds a SQLite database's writer for a moment from outside PocketBase (Debian's sqlite3), so that
// requests sent meanwhile all read before any of them writes: how a concurrency test makes a race
// that would otherwise depend on timing happen every time.
import { spawn } from 'node:child_process'

/**
 * Takes the write lock of `database` and resolves once it is held, with `released`: a promise that
 * settles when the lock is let go, `ms` later. PocketBase's writers wait for it (busy timeout 10 s).
 */
export function holdWriter(database: string, ms = 1500): Promise<{ released: Promise<void> }> {
  return new Promise((held, failed) => {
    // Unbuffered, so `held` arrives when the lock is taken, not when sqlite3 exits.
    const sqlite = spawn('stdbuf', ['-o0', 'sqlite3', database, 'BEGIN IMMEDIATE;', '.print held', `.shell sleep ${ms / 1000}`, 'COMMIT;'])
    let errors = ''
    const released = new Promise<void>((resolve, reject) => {
      sqlite.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`sqlite3 exited ${code}: ${errors}`))))
    })
    sqlite.stderr.on('data', (chunk) => (errors += chunk))
    sqlite.stdout.on('data', (chunk) => {
      if (String(chunk).includes('held')) held({ released })
    })
    sqlite.on('error', failed)
    released.catch(failed)
  })
}
