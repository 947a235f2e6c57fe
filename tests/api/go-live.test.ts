// The dashboard's go-live checklist on a fresh data dir: every item open, then each gone as it is
// done (a working robot, SMTP, real contact lines, both filing numbers, S3 backups on a schedule).
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { startRobotReceiver, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let receiver: RobotReceiver
let su: PocketBase
let staff: PocketBase

const open = async () => (await staff.send<{ items: { key: string; done: boolean }[] }>('/api/admin/golive', {})).items.filter((i) => !i.done).map((i) => i.key)

beforeAll(async () => {
  receiver = await startRobotReceiver()
  server = await startTestServer({ env: { NOTIFY_WEBHOOK_HOSTS: receiver.host } })
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
})

afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
})

describe('go-live checklist', () => {
  it('lists every item on a fresh install and drops each as it is done', async () => {
    expect(await open()).toEqual(['channel', 'smtp', 'contact', 'filing', 'backup'])
    expect((await fetch(`${server.url}/api/admin/golive`)).status).toBe(401)

    // A team address alone is not a channel while no SMTP server can send to it.
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { notification_email: 'team@company.cn' })
    expect(await open()).toContain('channel')
    await staff.send('/api/admin/notify/channels/wecom', { method: 'PATCH', body: { webhook_url: receiver.urls.wecom, enabled: true } })
    expect(await open()).toEqual(['smtp', 'contact', 'filing', 'backup'])

    await su.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: 2525 } })
    expect(await open()).toEqual(['contact', 'filing', 'backup'])

    // The demo content's contact lines count as not done.
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { contact_phone: '400-000-0000', contact_email: 'contact@example.com' })
    expect(await open()).toEqual(['contact', 'filing', 'backup'])
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { contact_phone: '010-62345678', contact_email: 'hello@company.cn' })
    expect(await open()).toEqual(['filing', 'backup'])

    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { icp_number: '京ICP备00000001号' })
    expect(await open()).toEqual(['filing', 'backup'])
    await su.collection('site_settings').update(sharedRecords.siteSettingsId, { police_number: '京公网安备 11010802000001号' })
    expect(await open()).toEqual(['backup'])

    await su.settings.update({
      backups: { cron: '0 3 * * *', cronMaxKeep: 7, s3: { enabled: true, bucket: 'backups', region: 'cn-north-1', endpoint: 'https://s3.company.cn', accessKey: 'ak', secret: 'sk' } },
    })
    expect(await open()).toEqual([])
  })
})
