// A backup makes PocketBase hold writes while it zips the data dir: leads sent meanwhile wait and are
// answered, none is refused or lost (the short version of the bench part; its timings are in the bench).
import { describe, expect, it } from 'vitest'
import { leadsDuringBackup } from '../../scripts/bench/backup-during-leads.mjs'
import { fixtureSiteDir } from '../support/test-server'

describe('leads during a backup', () => {
  // 5 leads/s: on a loaded machine the zip slows and waiting leads pile up (each holding runtimes).
  it('are all answered 200 and stored while 100 MB of uploads are zipped', { timeout: 240_000 }, async () => {
    const result = await leadsDuringBackup({ uploadsMb: 100, everyMs: 200, publicDir: fixtureSiteDir, log: () => {} })
    // Leads were sent while the backup ran, not only around it.
    expect(result.sent).toBeGreaterThan(0)
    expect(result.refused).toEqual([])
    expect(result.stored).toBe(result.answeredOk)
  })
})
