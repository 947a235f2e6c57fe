// Continuous replication with Litestream (pinned) to a real local S3 server: a short run of the
// bench's replication drill (scripts/bench/replication.mjs), and the replication status staff see.
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import replication from '../../pb_hooks/lib/shared/replication.json'
import { replicationDrill } from '../../scripts/bench/replication.mjs'
import { replicationEnv, startLitestream } from '../../scripts/lib/litestream.mjs'
import { dirs, ensurePocketBase, freePort } from '../../scripts/lib/pocketbase.mjs'
import { startS3Server, type S3Server } from '../support/s3-server'
import { fixtureSiteDir, startTestServer, superuserSession, type TestServer } from '../support/test-server'

const quiet = () => {}

describe('replication drill', () => {
  it('under sustained leads the WAL stays bounded, and a kill -9 of the machine loses only leads after the last sync', { timeout: 300_000 }, async () => {
    // 24 MiB of WAL: a WAL that Litestream never let SQLite reuse would be that large at the end.
    const minWalBytes = 24 << 20
    const result = await replicationDrill({ connections: 4, minWalBytes, tailMs: 2000, publicDir: fixtureSiteDir, log: quiet })
    expect(result.walBytes).toBeGreaterThanOrEqual(minWalBytes)
    // Reused: the -wal file never held half of what went through it.
    expect(result.walMax).toBeLessThan(minWalBytes / 2)
    // Every lead acknowledged before the sync mark is in the restore; the kill came after more leads.
    expect(result.ackedAtMark).toBeGreaterThan(0)
    expect(result.missingAtMark).toEqual([])
    expect(result.acked).toBeGreaterThan(result.ackedAtMark)
    // The restore holds nothing that was not sent: at most the requests in flight at the kill.
    expect(result.notAcked).toBeLessThanOrEqual(4)
    expect(result.restored).toBeGreaterThanOrEqual(result.ackedAtMark)
    // Mail queued on the lost machine is held for staff, not sent again; the site serves.
    expect(result.mailQueued).toBe(0)
    expect(result.mailHeld).toBeGreaterThan(0)
    expect(result.homeStatus).toBe(200)
  })
})
