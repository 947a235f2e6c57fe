// GET /api/ops/health: what an operator watches (free disk, the newest backup and where it is, the
// mail queue, replication lag), for staff, superusers and a monitor holding OPS_HEALTH_TOKEN; 503 when
// something fails. The dashboard's copy of the report answers 200 to staff.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import opsRules from '../../pb_hooks/lib/shared/ops-health.json'
import { freePort } from '../../scripts/lib/pocketbase.mjs'
import { validLead } from '../support/lead-cases'
import { startS3Server, type S3Server } from '../support/s3-server'
import { staffSession, startTestServer, superuserSession, type TestServer } from '../support/test-server'

type Status = 'ok' | 'warn' | 'fail' | 'off' | 'pending'
interface Check {
  status: Status
  reasons: string[]
}
interface Health {
  status: Status
  checkedAt: string
  checks: {
    disk: Check & { freeBytes: number; totalBytes: number; freePercent: number }
    backup: Check & { location: 'local' | 's3'; schedule: string; keep: number; latest: { name: string; time: string; size: number } | null; ageHours: number | null }
    mail: Check & { smtpConfigured: boolean; queued: number; failed: number; held: number; overdueMinutes: number }
    replication: Check & { configured: boolean; lagSeconds: number | null; lastReplicatedAt: string | null }
  }
}

const token = 'ops-monitor-token-for-tests-0123456789'
let server: TestServer
let s3: S3Server

async function health(headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${opsRules.path}`, { headers })
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Health & { message?: string } }
}

const RANK: Record<Status, number> = { off: 0, pending: 0, ok: 0, warn: 1, fail: 2 }
const worst = (h: Health) => Object.values(h.checks).reduce<Status>((w, c) => (RANK[c.status] > RANK[w] ? c.status : w), 'ok')

beforeAll(async () => {
  s3 = await startS3Server()
  // Mail for a closed port: leads' mails stay queued.
  server = await startTestServer({ env: { OPS_HEALTH_TOKEN: token, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) } })
})

afterAll(async () => {
  await server?.stop()
  await s3?.stop()
})

describe('who may read the health check', () => {
  it('refuses visitors and a wrong token, with the way in named', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token' }, { authorization: `Bearer ${token}x` }]
    for (const headers of attempts) {
      const answer = await health(headers)
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe(messages.ops.healthUnauthorized)
      expect(answer.body.checks).toBeUndefined()
    }
  })

  it('answers the monitor with the token, staff and superusers alike, never cached', async () => {
    const staff = await staffSession(server)
    const su = await superuserSession(server)
    const answers = [await health({ authorization: `Bearer ${token}` }), await health({ authorization: staff.authStore.token }), await health({ authorization: su.authStore.token })]
    for (const answer of answers) {
      expect(answer.body.checks.disk.totalBytes).toBeGreaterThan(0)
      expect(answer.cacheControl).toBe('no-store')
    }
  })
})

describe('a site without backups', () => {
  it('fails (503): no backup, none off the machine, no schedule; replication is off', async () => {
    const answer = await health({ authorization: `Bearer ${token}` })
    expect(answer.status).toBe(503)
    expect(answer.body.status).toBe('fail')
    expect(answer.body.checks.backup).toMatchObject({ status: 'fail', reasons: ['noBackup', 'notOffMachine', 'noSchedule'], location: 'local', latest: null, ageHours: null })
    expect(answer.body.checks.replication).toEqual({ status: 'off', reasons: [], configured: false, lagSeconds: null, lastReplicatedAt: null })
    const { disk } = answer.body.checks
    expect(disk.freeBytes).toBeLessThanOrEqual(disk.totalBytes)
    expect(disk.freePercent).toBe(Math.round((disk.freeBytes / disk.totalBytes) * 1000) / 10)
    expect(disk.status).toBe(disk.freePercent < opsRules.disk.failFreePercent ? 'fail' : disk.freePercent < opsRules.disk.warnFreePercent ? 'warn' : 'ok')
  })

  it('is answered to the dashboard with 200, the failure in the report; visitors get 401', async () => {
    const staff = await staffSession(server)
    const res = await fetch(`${server.url}${opsRules.dashboardPath}`, { headers: { authorization: staff.authStore.token } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as Health
    expect(body.status).toBe('fail')
    expect(body.checks.backup.reasons).toEqual(['noBackup', 'notOffMachine', 'noSchedule'])
    expect((await fetch(`${server.url}${opsRules.dashboardPath}`)).status).toBe(401)
    // The monitor's token is for the monitor's route only.
    expect((await fetch(`${server.url}${opsRules.dashboardPath}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  it('shows a backup on this disk as soon as it is made, still a warning: it is not off the machine', async () => {
    const su = await superuserSession(server)
    await su.backups.create('local-one.zip')
    const { body } = await health({ authorization: `Bearer ${token}` })
    expect(body.checks.backup).toMatchObject({ status: 'warn', reasons: ['notOffMachine', 'noSchedule'], location: 'local', latest: { name: 'local-one.zip' } })
    expect(body.checks.backup.ageHours).toBeLessThan(0.1)
  })
})

describe('the mail queue', () => {
  it('is a failure when due mail has waited longer than the limit (delivery stuck)', async () => {
    const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead, email: 'ops-health@example.test' }),
    })
    expect(res.status).toBe(200)
    const lead = (await res.json()) as { id: string }
    let mail = (await health({ authorization: `Bearer ${token}` })).body.checks.mail
    expect(mail).toMatchObject({ status: 'ok', queued: 1, overdueMinutes: 0, failed: 0, held: 0, smtpConfigured: true })

    // The auto-reply has been due for longer than the failure limit, as when SMTP has been down that long.
    const su = await superuserSession(server)
    const [queued] = await su.collection('mail_outbox').getFullList({ filter: `submission = "${lead.id}"` })
    const since = new Date(Date.now() - (opsRules.mail.failOverdueMinutes + 5) * 60_000).toISOString().replace('T', ' ')
    await su.collection('mail_outbox').update(queued.id, { next_attempt_at: since })
    const answer = await health({ authorization: `Bearer ${token}` })
    mail = answer.body.checks.mail
    expect(mail).toMatchObject({ status: 'fail', reasons: ['stuck'], overdueMinutes: opsRules.mail.failOverdueMinutes + 5 })
    expect(answer.status).toBe(503)
  })
})

describe('backups off the machine on a schedule', () => {
  let offsite: TestServer

  afterAll(async () => {
    await offsite?.stop()
  })

  it('wait for their first scheduled backup without failing: pending until the schedule has had time to run', async () => {
    offsite = await startTestServer({ env: { ...s3.backupEnv, BACKUP_CRON: '0 19 * * *', BACKUP_KEEP: '14' } })
    const staff = new PocketBase(offsite.url)
    await staff.collection('staff').authWithPassword(offsite.staff.username, offsite.staff.password)
    const res = await fetch(`${offsite.url}${opsRules.path}`, { headers: { authorization: staff.authStore.token } })
    const body = (await res.json()) as Health
    expect(body.checks.backup).toMatchObject({ status: 'pending', reasons: ['firstPending'], location: 's3', schedule: '0 19 * * *', latest: null })
    expect(body.status).not.toBe('fail')
    expect(res.status).toBe(200)
  })

  it('are ok: a fresh backup in S3 with a schedule; the overall status is the worst check', async () => {
    const su = await superuserSession(offsite)
    await su.backups.create('offsite-one.zip')
    const staff = new PocketBase(offsite.url)
    await staff.collection('staff').authWithPassword(offsite.staff.username, offsite.staff.password)
    const res = await fetch(`${offsite.url}${opsRules.path}`, { headers: { authorization: staff.authStore.token } })
    const body = (await res.json()) as Health
    expect(body.checks.backup).toMatchObject({ status: 'ok', reasons: [], location: 's3', schedule: '0 19 * * *', keep: 14, latest: { name: 'offsite-one.zip' } })
    expect(body.status).toBe(worst(body))
    expect(res.status).toBe(body.status === 'fail' ? 503 : 200)
    // Nothing of the S3 settings is in the answer.
    expect(JSON.stringify(body)).not.toContain(s3.endpoint)
    expect(JSON.stringify(body)).not.toContain(s3.accessKey)
  })
})
