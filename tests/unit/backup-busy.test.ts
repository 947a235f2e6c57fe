// @vitest-environment node
// A ZIP backup beside Litestream (pb_hooks/lib/ops/backup-busy.js): the write connections' busy timeout
// for its duration. The stall it removes is measured by `npm run bench -- --only replication`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import backupBusy from '@hooks/ops/backup-busy.js'

const { BACKUP_BUSY_MS, withBackupBusyTimeout } = backupBusy

/** One SQLite connection as dbx's builder reaches it: only the busy timeout pragma. */
function fakeConnection(timeout: number) {
  const seen: number[] = []
  const db = {
    newQuery(sql: string) {
      return {
        one(row: { timeout: number }) {
          expect(sql).toBe('PRAGMA busy_timeout')
          row.timeout = timeout
        },
        execute() {
          const set = /^PRAGMA busy_timeout = (\d+)$/.exec(sql)
          expect(set, sql).not.toBeNull()
          timeout = Number(set![1])
          seen.push(timeout)
        },
      }
    },
  }
  return { db, seen, now: () => timeout }
}

const globals = globalThis as { DynamicModel?: unknown }
beforeAll(() => {
  globals.DynamicModel = class {
    constructor(shape: object) {
      Object.assign(this, shape)
    }
  }
})
afterAll(() => {
  delete globals.DynamicModel
})

describe('withBackupBusyTimeout', () => {
  it('gives both write connections a 1 s busy timeout during the backup and their own back after it, also when it fails', () => {
    for (const fails of [false, true]) {
      const data = fakeConnection(10_000)
      const aux = fakeConnection(7_000)
      const app = { nonconcurrentDB: () => data.db, auxNonconcurrentDB: () => aux.db }
      let during: number[] = []
      const backup = () => {
        during = [data.now(), aux.now()]
        if (fails) throw new Error('archive failed')
      }
      if (fails) expect(() => withBackupBusyTimeout(app, backup)).toThrow('archive failed')
      else withBackupBusyTimeout(app, backup)
      expect(during).toEqual([BACKUP_BUSY_MS, BACKUP_BUSY_MS])
      expect([data.now(), aux.now()]).toEqual([10_000, 7_000])
      expect([data.seen, aux.seen]).toEqual([
        [BACKUP_BUSY_MS, 10_000],
        [BACKUP_BUSY_MS, 7_000],
      ])
    }
  })
})
