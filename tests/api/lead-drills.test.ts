// Short versions of the bench's lead drills (scripts/bench/lead-drills.mjs), each on its own server
// and data dir: kill -9 during leads, kill -9 during a slow delivery run, a backup under load.
import { describe, expect, it } from 'vitest'
import { backupDrill, crashDuringDelivery, crashDuringLeads } from '../../scripts/bench/lead-drills.mjs'
import { fixtureSiteDir } from '../support/test-server'

const quiet = () => {}

describe('lead drills', () => {
  it('kill -9 during leads: every lead answered 200 is stored with both mails, and each is delivered exactly once', { timeout: 120_000 }, async () => {
    const result = await crashDuringLeads({ leads: 150, connections: 20, killAtShare: 0.4, publicDir: fixtureSiteDir, log: quiet })
    // The kill came mid-run: some leads were answered, not all.
    expect(result.answered).toBeGreaterThan(0)
    expect(result.answered).toBeLessThan(150)
    expect(result.stored).toBeGreaterThanOrEqual(result.answered)
    expect(result.missing).toEqual([])
    expect(result.problems).toEqual([])
  })

  it('kill -9 during a slow delivery: a mail goes out twice only if SMTP had received it before its sending was recorded', { timeout: 120_000 }, async () => {
    const result = await crashDuringDelivery({ leads: 10, smtpDelayMs: 300, killAfterMs: 2000, publicDir: fixtureSiteDir, log: quiet })
    // The kill came mid-delivery: some mails had reached the SMTP server, not all.
    expect(result.receivedAtKill).toBeGreaterThan(0)
    expect(result.receivedAtKill).toBeLessThan(result.expected)
    // Exactly the mails received but not yet recorded sent went out a second time; no other.
    expect(result.duplicates).toBe(result.receivedAtKill - result.recordedSent)
    // Nobody is left without their mail.
    expect(result.problems.filter((p: string) => p.endsWith(': 0'))).toEqual([])
  })

  it('a backup taken while leads arrive restores into a fresh data dir with every lead and its mails', { timeout: 120_000 }, async () => {
    const result = await backupDrill({ leads: 150, connections: 10, publicDir: fixtureSiteDir, log: quiet })
    expect(result.inBackup).toBeGreaterThan(0)
    expect(result.missing).toEqual([])
    expect(result.homeStatus).toBe(200)
  })
})
