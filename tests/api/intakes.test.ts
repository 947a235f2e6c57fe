// course_intakes: public dates guests read, staff manage; the server refuses an end before the
// start (and every other bad value) with Chinese per-field messages.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { client } from '../support/clients'

const intake = (extra: Record<string, unknown> = {}) => ({
  course: 'practical',
  start_date: '2027-03-08',
  end_date: '2027-03-12',
  city: '上海',
  seats: 25,
  status: 'open',
  note: '第九期',
  ...extra,
})

const collection = (role: 'guest' | 'staff' | 'superuser') => client(role).collection('course_intakes')

/** The refusal of a call: its status and per-field messages. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; fields: Record<string, string> }> {
  try {
    await call
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    const data = (error.response as { data?: Record<string, { message: string }> }).data ?? {}
    return { status: error.status, fields: Object.fromEntries(Object.entries(data).map(([field, value]) => [field, value.message])) }
  }
  throw new Error('the call succeeded')
}

describe('course_intakes rules', () => {
  it('lets guests list and view intakes', async () => {
    const created = await collection('superuser').create(intake({ note: '访客可见' }))
    const listed = await collection('guest').getFullList({ filter: `id = "${created.id}"` })
    expect(listed.map((record) => record.id)).toEqual([created.id])
    expect(await collection('guest').getOne(created.id)).toMatchObject({
      course: 'practical',
      start_date: '2027-03-08',
      end_date: '2027-03-12',
      city: '上海',
      seats: 25,
      status: 'open',
      note: '访客可见',
    })
  })

  it('refuses guests creating, updating and deleting', async () => {
    const created = await collection('superuser').create(intake())
    expect((await refusal(collection('guest').create(intake()))).status).toBe(400)
    expect((await refusal(collection('guest').update(created.id, { city: '北京' }))).status).toBe(404)
    expect((await refusal(collection('guest').delete(created.id))).status).toBe(404)
    expect(await collection('superuser').getOne(created.id)).toMatchObject({ city: '上海' })
  })

  it('lets staff create, update and delete an intake', async () => {
    const created = await collection('staff').create(intake({ course: 'ecosystem', start_date: '2027-01-14', end_date: '2027-01-15', seats: 0, note: '' }))
    expect(created).toMatchObject({ course: 'ecosystem', start_date: '2027-01-14', end_date: '2027-01-15', seats: 0, status: 'open' })
    const updated = await collection('staff').update(created.id, { status: 'full', city: '  深圳 ' })
    expect(updated).toMatchObject({ status: 'full', city: '深圳', start_date: '2027-01-14' })
    await collection('staff').delete(created.id)
    expect((await refusal(collection('staff').getOne(created.id))).status).toBe(404)
  })
})

describe('course_intakes validation', () => {
  it('refuses an end date before the start date, on create and on update', async () => {
    expect(await refusal(collection('staff').create(intake({ start_date: '2027-03-12', end_date: '2027-03-08' })))).toEqual({
      status: 400,
      fields: { end_date: '结束日期不能早于开始日期' },
    })
    const created = await collection('staff').create(intake())
    expect(await refusal(collection('staff').update(created.id, { end_date: '2027-03-07' }))).toEqual({
      status: 400,
      fields: { end_date: '结束日期不能早于开始日期' },
    })
    expect(await refusal(collection('staff').update(created.id, { start_date: '2027-03-13' }))).toEqual({
      status: 400,
      fields: { end_date: '结束日期不能早于开始日期' },
    })
    expect(await collection('staff').getOne(created.id)).toMatchObject({ start_date: '2027-03-08', end_date: '2027-03-12' })
  })

  it('accepts a one-day intake', async () => {
    const created = await collection('staff').create(intake({ start_date: '2027-05-20', end_date: '2027-05-20' }))
    expect(created).toMatchObject({ start_date: '2027-05-20', end_date: '2027-05-20' })
  })

  it('answers every bad field in Chinese', async () => {
    const body = { course: 'cooking', start_date: '2027-02-30', end_date: '03/12/2027', city: '', seats: -2, status: 'maybe', note: '长'.repeat(201) }
    expect(await refusal(collection('staff').create(body))).toEqual({
      status: 400,
      fields: {
        course: '请选择课程',
        start_date: '请输入有效的日期（年-月-日）',
        end_date: '请输入有效的日期（年-月-日）',
        city: '请输入城市',
        seats: '名额须为不小于1的整数',
        status: '请选择排期状态',
        note: '备注不能超过200个字符',
      },
    })
  })

  it('asks for the missing dates, and refuses a city over 50 characters and fractional seats', async () => {
    expect(await refusal(collection('staff').create(intake({ start_date: '', end_date: '', city: '城'.repeat(51), seats: 2.5 })))).toEqual({
      status: 400,
      fields: {
        start_date: '请选择开始日期',
        end_date: '请选择结束日期',
        city: '城市名称不能超过50个字符',
        seats: '名额须为不小于1的整数',
      },
    })
  })
})
