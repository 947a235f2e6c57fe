// 基本设置 saved through the API: every rule answers with its Chinese per-field message and saves
// nothing; a valid save is trimmed, written and recorded in the audit trail.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { staffSession, startTestServer, type TestServer } from '../support/test-server'

const { siteSettingsId } = sharedRecords
let server: TestServer
let staff: PocketBase

/** The per-field messages of a refused save. */
async function refusal(changes: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await staff.collection('site_settings').update(siteSettingsId, changes)
  } catch (error) {
    expect(error).toBeInstanceOf(ClientResponseError)
    const response = (error as ClientResponseError).response as { status: number; message: string; data: Record<string, { message: string }> }
    expect(response.status).toBe(400)
    expect(response.message).toBe(messages.invalidForm)
    return Object.fromEntries(Object.entries(response.data).map(([field, detail]) => [field, detail.message]))
  }
  throw new Error('the save was accepted')
}

beforeAll(async () => {
  server = await startTestServer()
  staff = await staffSession(server)
})

afterAll(async () => {
  await server?.stop()
})

describe('a refused save', () => {
  it('names every broken rule in Chinese and changes nothing', async () => {
    const before = await staff.collection('site_settings').getOne(siteSettingsId)
    const errors = await refusal({
      site_name: '   ',
      site_description: '很'.repeat(501),
      notification_email: 'team@',
      contact_email: 'not an address',
      contact_phone: '1'.repeat(51),
      working_hours: '周一\n周二',
      language: 'fr-FR',
      timezone: 'Mars/Olympus',
    })
    expect(errors).toEqual({
      site_name: '请输入网站名称',
      site_description: '网站描述不能超过500个字符',
      notification_email: '“team@”不是有效的邮箱地址',
      contact_email: '请输入有效的邮箱地址',
      contact_phone: '联系电话不能超过50个字符',
      working_hours: '工作时间不能包含换行',
      language: '请选择有效的语言',
      timezone: '请选择有效的时区',
    })
    const after = await staff.collection('site_settings').getOne(siteSettingsId)
    expect(after).toEqual(before)
  })

  it('is refused for guests whatever they send', async () => {
    await expect(new PocketBase(server.url).collection('site_settings').update(siteSettingsId, { site_name: '访客' })).rejects.toMatchObject({ status: 404 })
  })
})

describe('a valid save', () => {
  it('is trimmed, written and logged as 保存了系统设置 by the staff member', async () => {
    const saved = await staff.collection('site_settings').update(siteSettingsId, {
      site_name: '  AI 企业转型学院  ',
      site_description: '第一行\n第二行',
      notification_email: ' team@example.test ',
      working_hours: '周一至周五 9:00-18:00',
    })
    expect(saved).toMatchObject({
      site_name: 'AI 企业转型学院',
      site_description: '第一行\n第二行',
      notification_email: 'team@example.test',
      working_hours: '周一至周五 9:00-18:00',
    })
    const [entry] = await staff.collection('activity_log').getList(1, 1, { filter: 'collection_name = "site_settings"', sort: '-created' }).then((page) => page.items)
    expect(entry).toMatchObject({ action: 'updated', summary: messages.activity.settingsSaved, actor_name: server.staff.username })
  })
})
