// Backups off the machine: BACKUP_* puts PocketBase's backups on a real S3-compatible server (s3rver),
// the machine is "lost" (its data dir deleted), and `npm run restore-drill` brings the newest backup
// back from S3 into a new data dir and checks it: leads, files, the mail log, queued mail held, staff sign-in.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { freePort, root, servePocketBase, ensurePocketBase } from '../../scripts/lib/pocketbase.mjs'
import { smallPng } from '../support/fixtures/images'
import { validLead } from '../support/lead-cases'
import { startS3Server, type S3Server } from '../support/s3-server'
import { fixtureSiteDir, startTestServer, superuserSession, type TestServer } from '../support/test-server'

interface BackupSettings {
  cron: string
  cronMaxKeep: number
  s3: { enabled: boolean; bucket: string; region: string; endpoint: string; accessKey: string; secret?: string; forcePathStyle: boolean }
}

interface DrillReport {
  ok: boolean
  backup: { key: string }
  checks: { name: string; ok: boolean; detail: string }[]
  leads: number
  mails: number
  held: number
  queued: number
  files: number
  dataDir: string
}

/** Runs `npm run restore-drill` (its script) with `env` and `args`; resolves with its exit code and output. */
function runDrill(env: Record<string, string>, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/restore-drill.mjs'), ...args], { env: { ...process.env, ...env }, cwd: root })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

let s3: S3Server
let server: TestServer | null = null
let smtpEnv: Record<string, string>

beforeAll(async () => {
  s3 = await startS3Server()
  // SMTP set but nothing listening: the leads' mails stay queued, as on a site whose backup is taken mid-day.
  smtpEnv = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()), PB_SENDER_ADDRESS: 'noreply@example.test' }
  server = await startTestServer({ env: { ...s3.backupEnv, ...smtpEnv, BACKUP_CRON: '30 19 * * *', BACKUP_KEEP: '7' } })
})

afterAll(async () => {
  await server?.stop()
  await s3?.stop()
})

describe('backup settings from the environment', () => {
  it('schedules backups and sends them to the S3 server, without showing the secret', async () => {
    const su = await superuserSession(server!)
    const { backups } = (await su.settings.getAll()) as unknown as { backups: BackupSettings }
    expect(backups).toMatchObject({
      cron: '30 19 * * *',
      cronMaxKeep: 7,
      s3: { enabled: true, endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKey: s3.accessKey, forcePathStyle: true },
    })
    expect(backups.s3.secret ?? '').toBe('')
    // PocketBase's own check of the storage: writes, lists and deletes an object on the server.
    await su.settings.testS3('backups')
  })

  it('refuses to start with a half-set S3 destination, naming what is missing', async () => {
    const { BACKUP_S3_SECRET: _secret, BACKUP_S3_REGION: _region, ...partial } = s3.backupEnv
    const start = startTestServer({ env: partial }).then(async (started) => {
      await started.stop()
      return started
    })
    await expect(start).rejects.toThrow(messages.environment.backupS3Incomplete.split('{missing}').join('BACKUP_S3_REGION, BACKUP_S3_SECRET'))
  })

  it('refuses a BACKUP_KEEP that is not a count', async () => {
    const start = startTestServer({ env: { BACKUP_KEEP: '0' } }).then(async (started) => {
      await started.stop()
      return started
    })
    await expect(start).rejects.toThrow(messages.environment.backupKeepInvalid.split('{value}').join('0'))
  })
})

describe('losing the machine', () => {
  const backupName = 'before-the-fire.zip'
  let restoredDir = ''
  const inBackup: string[] = []
  let later = ''
  let partner = { id: '', collectionId: '', logo: '' }

  afterAll(() => {
    if (restoredDir) rmSync(dirname(restoredDir), { recursive: true, force: true })
  })

  it('backs the site up to S3', async () => {
    const su = await superuserSession(server!)
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: 'team@example.test' })
    for (const email of ['fire-a@example.test', 'fire-b@example.test']) {
      const res = await fetch(`${server!.url}/api/collections/form_submissions/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validLead, email }),
      })
      expect(res.status).toBe(200)
      inBackup.push(((await res.json()) as { id: string }).id)
    }
    const form = new FormData()
    for (const [key, value] of Object.entries({ name: '恢复演练伙伴', field: '智能制造', description: '描述', order_index: '1', active: 'true' })) form.set(key, value)
    form.set('logo', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'logo.png')
    const created = await su.collection('isv_partners').create(form)
    partner = { id: created.id, collectionId: created.collectionId, logo: created.logo as string }

    await su.backups.create(backupName)
    expect(s3.keys()).toContain(backupName)
    // Nothing of it stays on the machine: the backups dir holds no copy.
    expect(existsSync(join(server!.dataDir, 'backups', backupName))).toBe(false)

    const res = await fetch(`${server!.url}/api/collections/form_submissions/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead, email: 'fire-later@example.test' }),
    })
    later = ((await res.json()) as { id: string }).id
  })

  it('`npm run restore-drill` restores the newest S3 backup into a fresh dir and checks it', { timeout: 120_000 }, async () => {
    // The machine is gone: its process and its whole data dir.
    const lostDir = server!.dataDir
    await server!.stop()
    server = null
    expect(existsSync(lostDir)).toBe(false)

    // Signing in as the backup's own staff member, password from STAFF_PASSWORD as in the recipe.
    const drill = await runDrill({ ...s3.backupEnv, ...smtpEnv, STAFF_PASSWORD: 'staff-pass-1234' }, ['--staff', 'tester', '--json'])
    expect(drill.stderr).toBe('')
    expect(drill.code).toBe(0)
    const report = JSON.parse(drill.stdout.trim().split('\n').at(-1)!) as DrillReport
    expect(report.ok).toBe(true)
    expect(report.backup.key).toBe(backupName)
    expect(report.checks.map((c) => [c.name, c.ok])).toEqual([
      ['线索', true],
      ['邮件发送记录', true],
      ['备份前排队的邮件不会重发', true],
      ['上传的文件', true],
      ['员工登录', true],
    ])
    expect({ leads: report.leads, mails: report.mails, held: report.held, queued: report.queued, files: report.files }).toEqual({
      leads: 2,
      mails: 4,
      held: 4,
      queued: 0,
      files: 1,
    })
    expect(report.checks.find((c) => c.name === '员工登录')?.detail).toBe('tester 已登录，看到 2 条线索（备份中共有 1 个员工账号）')
    // The drill's copy is gone afterwards.
    expect(existsSync(report.dataDir)).toBe(false)
  })

  it('fails (exit 1) when a check fails: here a staff password that does not sign in', { timeout: 120_000 }, async () => {
    const drill = await runDrill({ ...s3.backupEnv, STAFF_PASSWORD: 'not-the-password-1' }, ['--staff', 'tester', '--json'])
    expect(drill.code).toBe(1)
    // A drill that stopped before its checks prints no report: say why it stopped.
    expect(drill.stdout.trim(), `the drill printed no report; its stderr: ${drill.stderr}`).not.toBe('')
    const report = JSON.parse(drill.stdout.trim().split('\n').at(-1)!) as DrillReport
    expect(report.ok).toBe(false)
    expect(report.checks.filter((c) => !c.ok)).toEqual([{ name: '员工登录', ok: false, detail: 'tester 无法登录' }])
    expect(drill.stdout).toContain('恢复演练未通过：见上方标 ✗ 的检查。')
  })

  it('says what is missing without the S3 settings', async () => {
    const drill = await runDrill({ BACKUP_S3_BUCKET: s3.bucket, BACKUP_S3_ENDPOINT: '', BACKUP_S3_REGION: '', BACKUP_S3_ACCESS_KEY: '', BACKUP_S3_SECRET: '' }, [])
    expect(drill.code).toBe(1)
    expect(drill.stderr.trim()).toBe(
      '恢复演练失败：缺少 BACKUP_S3_ENDPOINT, BACKUP_S3_REGION, BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET：演练从异地（S3）备份恢复，需要与线上站点相同的 BACKUP_S3_* 变量',
    )
  })

  it('`--into <dir>` keeps the restored data dir, which serves the site as it was at the backup', { timeout: 120_000 }, async () => {
    restoredDir = join(mkdtempSync(join(tmpdir(), 'pb-new-machine-')), 'pb_data')
    const drill = await runDrill({ ...s3.backupEnv, ...smtpEnv }, ['--into', restoredDir, '--json'])
    expect(drill.code).toBe(0)

    const { bin } = await ensurePocketBase()
    const site = await servePocketBase(bin, { dataDir: restoredDir, publicDir: fixtureSiteDir, http: `127.0.0.1:${await freePort()}` })
    try {
      // The backup's own superuser (the test server's) signs in; the drill left no account behind.
      const su = new PocketBase(site.url)
      await su.collection('_superusers').authWithPassword('root@example.test', 'superuser-pass-1234')
      expect((await su.collection('_superusers').getFullList()).map((r) => r.email)).toEqual(['root@example.test'])
      expect((await su.collection('staff').getFullList()).map((r) => r.username)).toEqual(['tester'])
      const leads = await su.collection('form_submissions').getFullList({ sort: 'created' })
      expect(leads.map((r) => r.id)).toEqual(inBackup)
      expect(leads.map((r) => r.id)).not.toContain(later)
      const mails = await su.collection('mail_outbox').getFullList()
      expect(mails.map((m) => m.status)).toEqual(['held', 'held', 'held', 'held'])
      const logo = await fetch(`${site.url}/api/files/${partner.collectionId}/${partner.id}/${partner.logo}`)
      expect(logo.status).toBe(200)
      expect(Buffer.from(await logo.arrayBuffer()).equals(smallPng())).toBe(true)
    } finally {
      await site.stop()
    }
  })
})
