// Stages with value: a lead moves through 已报价 to 已完成 (won) or 已流失 (only with a reason from the list
// staff keep), carries an expected value in whole yuan, and every move, value change and 撤销 (the reverse
// change the back office sends within its toast) is in the lead's timeline.
import { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { client } from '../support/clients'
import { validLead } from '../support/lead-cases'

const su = client('superuser')
const staff = client('staff')

async function refusal(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
    return null
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, data: error.response.data }
    throw error
  }
}

const newLead = async (name: string) => (await su.collection('form_submissions').create({ ...validLead, name })).id
const timeline = async (id: string) =>
  (await su.collection('activity_log').getFullList({ filter: `record_id = '${id}'`, sort: 'created,id' })).map((row) => [row.action, row.summary])
const update = (id: string, data: Record<string, unknown>) => staff.collection('form_submissions').update(id, data)

let reasons: { id: string; name: string }[] = []

beforeAll(async () => {
  reasons = await staff.collection('lost_reasons').getFullList({ filter: 'active = true', sort: 'sort_order' })
})

describe('stages', () => {
  it('starts with the reasons staff keep, in their order', () => {
    expect(reasons.map((reason) => reason.name)).toEqual(['价格超出预算', '时间安排不合适', '选择了其他机构', '需求不匹配', '联系不上', '其他'])
  })

  it('moves a lead through 已报价 to 已流失 with a reason, each move in the timeline with the reason named', async () => {
    const id = await newLead('阶段甲')
    await update(id, { status: 'contacted' })
    await update(id, { status: 'quoted' })
    const lost = await update(id, { status: 'lost', lost_reason: reasons[0].id })
    expect(lost).toMatchObject({ status: 'lost', lost_reason: reasons[0].id })
    expect((await timeline(id)).filter(([action]) => action === 'status_changed').map(([, summary]) => summary)).toEqual([
      '状态由 待处理 改为 已联系',
      '状态由 已联系 改为 已报价',
      `状态由 已报价 改为 已流失（原因：${reasons[0].name}）`,
    ])
  })

  it('refuses 已流失 without a reason, or with a reason staff switched off, in Chinese', async () => {
    const id = await newLead('阶段乙')
    expect(await refusal(update(id, { status: 'lost' }))).toEqual({
      status: 400,
      data: { lost_reason: { code: 'validation_required', message: messages.leads.lostReasonRequired } },
    })
    const retired = await staff.collection('lost_reasons').create({ name: `停用原因 ${id}`, sort_order: 99, active: false })
    expect(await refusal(update(id, { status: 'lost', lost_reason: retired.id }))).toEqual({
      status: 400,
      data: { lost_reason: { code: 'validation_invalid_lost_reason', message: messages.leads.lostReasonInvalid } },
    })
    expect((await su.collection('form_submissions').getOne(id)).status).toBe('pending')
  })

  it('drops the reason when a lost lead is taken up again (the timeline keeps it)', async () => {
    const id = await newLead('阶段丙')
    await update(id, { status: 'lost', lost_reason: reasons[1].id })
    expect(await update(id, { status: 'contacted' })).toMatchObject({ status: 'contacted', lost_reason: '' })
    expect((await timeline(id)).map(([, summary]) => summary)).toContain(`状态由 待处理 改为 已流失（原因：${reasons[1].name}）`)
  })

  it('keeps an expected value in whole yuan, logs each change, and refuses anything else in Chinese', async () => {
    const id = await newLead('阶段丁')
    await update(id, { expected_value: 88000 })
    await update(id, { expected_value: 88000 })
    await update(id, { expected_value: 1234567, status: 'quoted' })
    await update(id, { expected_value: 0 })
    expect((await timeline(id)).filter(([action]) => action === 'value_changed').map(([, summary]) => summary)).toEqual([
      '预计金额由 未填写 改为 ¥88,000',
      '预计金额由 ¥88,000 改为 ¥1,234,567',
      '预计金额由 ¥1,234,567 改为 未填写',
    ])
    for (const bad of [-1, 1.5, '88000', 1_000_000_001, null]) {
      expect(await refusal(update(id, { expected_value: bad })), String(bad)).toEqual({
        status: 400,
        data: { expected_value: { code: 'validation_invalid_value', message: messages.leads.valueInvalid } },
      })
    }
    expect(await refusal(update(id, { 'expected_value+': 5 }))).toMatchObject({ status: 400 })
  })
})

describe('撤销', () => {
  it('is a reverse change logged as an undo, and takes back the first contact with its time', async () => {
    const id = await newLead('撤销甲')
    const contacted = await update(id, { status: 'contacted' })
    expect(contacted.contacted_at).not.toBe('')
    const undone = await staff.collection('form_submissions').update(id, { status: 'pending', undo: true })
    expect(undone).toMatchObject({ status: 'pending', contacted_at: '' })
    expect((await timeline(id)).filter(([action]) => action === 'status_changed').map(([, summary]) => summary)).toEqual([
      '状态由 待处理 改为 已联系',
      '撤销了状态变更：状态由 已联系 改回 待处理',
    ])
    const undo = (await su.collection('activity_log').getFullList({ filter: `record_id = '${id}' && action = 'status_changed'`, sort: 'created,id' }))[1]
    expect(undo.details).toEqual({ from: 'contacted', to: 'pending', undo: true })
  })

  it('keeps the first contact time when the lead had been contacted before the change it takes back', async () => {
    const id = await newLead('撤销乙')
    const first = await update(id, { status: 'contacted' })
    await update(id, { status: 'pending' })
    await update(id, { status: 'contacted' })
    const undone = await staff.collection('form_submissions').update(id, { status: 'pending', undo: true })
    expect(undone.contacted_at).toBe(first.contacted_at)
  })

  it('takes a lost lead back to where it was and a reopened one back to 已流失 with its reason', async () => {
    const id = await newLead('撤销丙')
    await update(id, { status: 'quoted' })
    await update(id, { status: 'lost', lost_reason: reasons[2].id })
    expect(await staff.collection('form_submissions').update(id, { status: 'quoted', undo: true })).toMatchObject({ status: 'quoted', lost_reason: '' })
    await update(id, { status: 'lost', lost_reason: reasons[2].id })
    await update(id, { status: 'completed' })
    expect(await staff.collection('form_submissions').update(id, { status: 'lost', lost_reason: reasons[2].id, undo: true })).toMatchObject({
      status: 'lost',
      lost_reason: reasons[2].id,
    })
  })
})
