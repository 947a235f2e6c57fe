// The dashboard's go-live checklist on a fresh data dir: every item open, then each gone as it is
// done (a working robot, SMTP, real contact lines, both filing numbers, WeChat share cards signing and
// Baidu link push accepted by local stand-ins of both, S3 backups on a schedule, the first staff password
// no longer the generated one, and not that account alone as the team's admin).
import { spawnSync } from 'node:child_process'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { baseArgs, ensurePocketBase } from '../../scripts/lib/pocketbase.mjs'
import { GENERATED_VARIABLE, PASSWORD_VARIABLE } from '../../scripts/lib/staff-password.mjs'
import integrations from '../../pb_hooks/lib/shared/integrations.json'
import { startReachPlatforms, type ReachPlatforms } from '../support/reach-platforms'
import { startRobotReceiver, type RobotReceiver } from '../support/robot-receiver'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let receiver: RobotReceiver
let platforms: ReachPlatforms
let su: PocketBase
let staff: PocketBase
const generatedPassword = 'Generated-pass-4821'

type Item = { key: string; done: boolean; message?: string }
const openItems = async (client = staff) => (await client.send<{ items: Item[] }>('/api/admin/golive', {})).items.filter((i) => !i.done)
const open = async (client = staff) => (await openItems(client)).map((i) => i.key)

beforeAll(async () => {
  receiver = await startRobotReceiver()
  platforms = await startReachPlatforms()
  server = await startTestServer({
    env: { NOTIFY_WEBHOOK_HOSTS: receiver.host, WECHAT_API_BASE: platforms.wechatBase, BAIDU_PUSH_ENDPOINT: platforms.baiduEndpoint, SITE_URL: '' },
  })
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  // The first account as `npm start` makes it when no ADMIN_PASSWORD is given.
  expect(await staffCommand(generatedPassword, '1')).toBe('已创建员工账号 admin')
})

/** `pocketbase staff admin` on the server's data dir, as `npm start` (generated: '1') or `npm run staff` ('') run it. */
async function staffCommand(password: string, generated: string) {
  const { bin } = await ensurePocketBase()
  const run = spawnSync(bin, ['staff', 'admin', ...baseArgs({ dataDir: server.dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'], {
    encoding: 'utf8',
    env: { ...process.env, [PASSWORD_VARIABLE]: password, [GENERATED_VARIABLE]: generated },
  })
  return run.stdout.trim()
}

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
  await platforms?.stop()
})

describe('go-live checklist', () => {
  it('lists every item on a fresh install and drops each as it is done', async () => {
    expect(await open()).toEqual(['channel', 'smtp', 'contact', 'filing', 'wechat', 'baidu', 'backup', 'password'])
    expect((await fetch(`${server.url}/api/admin/golive`)).status).toBe(401)

    // A team address alone is not a channel while no SMTP server can send to it.
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: 'team@company.cn' })
    expect(await open()).toContain('channel')
    await staff.send('/api/admin/notify/channels/wecom', { method: 'PATCH', body: { webhook_url: receiver.urls.wecom, enabled: true } })
    expect(await open()).toEqual(['smtp', 'contact', 'filing', 'wechat', 'baidu', 'backup', 'password'])

    await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: 2525 } })
    expect(await open()).toEqual(['contact', 'filing', 'wechat', 'baidu', 'backup', 'password'])

    // The demo content's contact lines count as not done.
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { contact_phone: '400-000-0000', contact_email: 'contact@example.com' })
    expect(await open()).toEqual(['contact', 'filing', 'wechat', 'baidu', 'backup', 'password'])
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { contact_phone: '010-62345678', contact_email: 'hello@company.cn' })
    expect(await open()).toEqual(['filing', 'wechat', 'baidu', 'backup', 'password'])

    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { icp_number: '京ICP备00000001号' })
    expect(await open()).toEqual(['filing', 'wechat', 'baidu', 'backup', 'password'])
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { police_number: '京公网安备 11010802000001号' })
    expect(await open()).toEqual(['wechat', 'baidu', 'backup', 'password'])

    // WeChat: an account WeChat refuses is listed with WeChat's reason in Chinese, a working one is done.
    await staff.send('/api/admin/integrations/wechat', { method: 'PATCH', body: { app_id: platforms.appId, app_secret: 'f'.repeat(32) } })
    expect((await openItems()).find((i) => i.key === 'wechat')).toEqual({ key: 'wechat', done: false, message: integrations.wechatErrors['40125'] })
    await staff.send('/api/admin/integrations/wechat', { method: 'PATCH', body: { app_secret: platforms.appSecret } })
    expect(await open()).toEqual(['baidu', 'backup', 'password'])
    // Baidu: a token is done once Baidu has accepted it (the tab's test push).
    platforms.setBaiduSite((await su.settings.getAll()).meta.appURL.replace(/\/+$/, ''))
    await staff.send('/api/admin/integrations/baidu', { method: 'PATCH', body: { token: platforms.baiduToken } })
    expect(await open()).toEqual(['baidu', 'backup', 'password'])
    expect((await staff.send<{ ok: boolean }>('/api/admin/integrations/baidu/test', { method: 'POST' })).ok).toBe(true)
    expect(await open()).toEqual(['backup', 'password'])

    await su.settings.update({
      backups: { cron: '0 3 * * *', cronMaxKeep: 7, s3: { enabled: true, bucket: 'backups', region: 'cn-north-1', endpoint: 'https://s3.company.cn', accessKey: 'ak', secret: 'sk' } },
    })
    expect(await open()).toEqual(['password'])

    // The generated password changed by its owner (安全设置): the flag goes with it.
    const admin = new PocketBase(server.url)
    const auth = await admin.collection('staff').authWithPassword('admin', generatedPassword)
    // The flag is the server's: its owner cannot clear it without changing the password.
    await admin.collection('staff').update(auth.record.id, { password_generated: false }).catch(() => undefined)
    expect(await open()).toEqual(['password'])
    await admin.collection('staff').update(auth.record.id, { oldPassword: generatedPassword, password: 'Chosen-pass-7305', passwordConfirm: 'Chosen-pass-7305' })
    expect(await open()).toEqual([])

    // A generated password set again is listed again; an operator's reset (npm run staff) clears it.
    await staffCommand('Generated-pass-9377', '1')
    expect(await open()).toEqual(['password'])
    expect(await staffCommand('Operator-pass-5160', '')).toBe('已重置员工账号 admin 的密码')
    expect(await open()).toEqual([])
  })

  it('warns while the only active admin is the account npm start made, on the password it printed', async () => {
    await staffCommand('Generated-pass-6611', '1')
    // The other admin (the test server's) made a salesperson: `admin` is the team's one admin.
    await su.collection('staff').update(staff.authStore.record!.id, { role: 'sales' })
    expect(await open(su)).toEqual(['password', 'team'])
    const colleague = await su.collection('staff').create({ username: 'golive_admin', email: 'golive@example.test', role: 'admin', password: 'Colleague-pass-1', passwordConfirm: 'Colleague-pass-1' })
    expect(await open(su)).toEqual(['password'])
    // A disabled colleague is no admin at hand.
    await su.collection('staff').update(colleague.id, { disabled: true })
    expect(await open(su)).toEqual(['password', 'team'])
  })
})
