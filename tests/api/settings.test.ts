// App settings (rate limits, batch, env-driven mail/proxy settings) and the site_settings record.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import routes from '../../pb_hooks/lib/shared/routes.json'
import { client } from '../support/clients'
import { ensurePocketBase, runPocketBase } from '../../scripts/lib/pocketbase.mjs'
import { runSqlMigration } from '../support/sql-migration'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'

const { siteSettingsId } = sharedRecords
const CLEANING_MIGRATION = '1732000010_clear_placeholder_contacts.js'

interface AppSettings {
  meta: { appName: string; appURL: string; senderName: string; senderAddress: string }
  smtp: { enabled: boolean; host: string; port: number; username: string; tls: boolean }
  batch: { enabled: boolean }
  trustedProxy: { headers: string[]; useLeftmostIP: boolean }
  rateLimits: { enabled: boolean; rules: { label: string; audience: string; maxRequests: number; duration: number }[] }
}

async function settingsOf(pb: PocketBase): Promise<AppSettings> {
  return (await pb.settings.getAll()) as unknown as AppSettings
}

describe('app settings on the shared server', () => {
  it('names the app after the site', async () => {
    const settings = await settingsOf(client('superuser'))
    expect(settings.meta.appName).toBe(routes.siteName)
  })

  it('applies the SMTP and sender settings from the environment', async () => {
    const settings = await settingsOf(client('superuser'))
    // tests/api/global-setup.ts starts the server with these variables.
    expect(settings.meta.senderAddress).toBe('noreply@example.test')
    expect(settings.meta.senderName).toBe(routes.siteName)
    expect(settings.smtp.enabled).toBe(true)
    expect(settings.smtp.host).toBe('127.0.0.1')
    expect(settings.smtp.port).toBeGreaterThan(0)
  })

  it('trusts no proxy headers unless configured', async () => {
    const settings = await settingsOf(client('superuser'))
    expect(settings.trustedProxy.headers).toEqual([])
  })

  it('enables the rate limit rules from limits.json', async () => {
    const settings = await settingsOf(client('superuser'))
    expect(settings.rateLimits.enabled).toBe(true)
    expect(settings.rateLimits.rules).toEqual(limits.rateLimits.map((rule) => ({ audience: '', ...rule })))
    expect(settings.rateLimits.rules.find((r) => r.label === 'staff:auth')).toMatchObject({ maxRequests: 60, duration: 60 })
  })

  it('turns the batch API off', async () => {
    const settings = await settingsOf(client('superuser'))
    expect(settings.batch.enabled).toBe(false)
    const batch = client('staff').createBatch()
    batch.collection('news').create({ title: 'x' })
    const status = await batch.send().then(
      () => 200,
      (error: unknown) => (error instanceof ClientResponseError ? error.status : 0),
    )
    expect(status).toBe(403)
  })

  it('has no visitor accounts collection (the default users collection is removed)', async () => {
    const names = (await client('superuser').collections.getFullList()).map((c) => c.name)
    expect(names).not.toContain('users')
    expect(names).toContain('staff')
  })

  it('keeps exactly one site_settings record, with the fixed id', async () => {
    const all = await client('superuser').collection('site_settings').getFullList()
    expect(all.map((r) => r.id)).toEqual([siteSettingsId])
  })
})

describe('settings on a fresh server with the full environment', () => {
  let server: TestServer
  let su: PocketBase
  const env = {
    PB_APP_URL: 'https://www.example.test',
    PB_APP_NAME: '环境变量站点',
    PB_SENDER_ADDRESS: 'mailer@example.test',
    PB_SENDER_NAME: '站点通知',
    SMTP_HOST: 'smtp.example.test',
    SMTP_PORT: '465',
    SMTP_USERNAME: 'mailer',
    SMTP_PASSWORD: 'secret-value',
    SMTP_TLS: 'true',
    PB_TRUSTED_PROXY_HEADERS: ' X-Real-IP ',
  }

  beforeAll(async () => {
    server = await startTestServer({ env })
    su = new PocketBase(server.url)
    await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('creates the site_settings record with the documented defaults', async () => {
    const record = await new PocketBase(server.url).collection('site_settings').getOne(siteSettingsId)
    expect(record).toMatchObject({
      site_name: routes.siteName,
      site_description: routes.siteDescription,
      language: 'zh-CN',
      timezone: 'Asia/Shanghai',
      notifications_enabled: true,
      registration_enabled: true,
      maintenance_mode: false,
      // No invented contact data on a real site: the lines stay empty (and hidden) until staff fill them.
      contact_phone: '',
      contact_email: '',
      contact_address: '',
      working_hours: '',
      icp_number: '',
      police_number: '',
    })
    const full = await su.collection('site_settings').getOne(siteSettingsId)
    expect(full.notification_email).toBe('')
  })

  it('clears the contact placeholders older installs were created with, keeping what staff changed', async () => {
    await su.collection('site_settings').update(siteSettingsId, {
      contact_phone: '400-820-6688',
      contact_email: 'contact@example.com',
      contact_address: '上海市徐汇区漕溪北路 88 号',
      working_hours: '周一至周五 10:00-17:00',
    })
    // The database as an older install left it: the cleaning step not yet applied. Migrate again.
    await runSqlMigration(server, `app.db().newQuery("DELETE FROM _migrations WHERE file = '${CLEANING_MIGRATION}'").execute()`)
    runPocketBase((await ensurePocketBase()).bin, ['migrate', 'up'], { dataDir: server.dataDir, publicDir: fixtureSiteDir })
    const record = await su.collection('site_settings').getOne(siteSettingsId)
    expect(record).toMatchObject({ contact_phone: '', contact_email: '', contact_address: '上海市徐汇区漕溪北路 88 号', working_hours: '' })
  })

  it('applies every environment setting at start-up', async () => {
    const settings = await settingsOf(su)
    expect(settings.meta).toMatchObject({
      appURL: env.PB_APP_URL,
      appName: env.PB_APP_NAME,
      senderAddress: env.PB_SENDER_ADDRESS,
      senderName: env.PB_SENDER_NAME,
    })
    expect(settings.smtp).toMatchObject({ enabled: true, host: env.SMTP_HOST, port: 465, username: 'mailer', tls: true })
    expect(settings.trustedProxy).toEqual({ headers: ['X-Real-IP'], useLeftmostIP: false })
  })
})
