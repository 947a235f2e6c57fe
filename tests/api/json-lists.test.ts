// JSON list fields: partner achievements/tags (<= 3), carousel stats (1..5 pairs), news tags.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { client } from '../support/clients'

type Body = Record<string, unknown>

const partner = (extra: Body = {}): Body => ({
  name: '列表测试伙伴',
  field: '智能制造',
  description: '用于列表校验',
  order_index: 1,
  active: true,
  ...extra,
})
const slide = (extra: Body = {}): Body => ({ title: '列表测试', page_id: 'home', active: true, ...extra })
const stat = (label: string, value: string) => ({ label, value })

const staff = () => client('staff')

/** The field errors of a refused create/update; fails when the call succeeds or is not a 400. */
async function refusal(call: Promise<unknown>): Promise<{ message: string; data: Record<string, { code: string; message: string }> }> {
  try {
    await call
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    expect(error.status).toBe(400)
    return { message: error.response.message, data: error.response.data }
  }
  throw new Error('the request was accepted')
}

describe('partner achievements and tags', () => {
  it('trims entries and drops blank ones', async () => {
    const created = await staff()
      .collection('isv_partners')
      .create(partner({ achievements: [' 服务 500 家企业 ', '', '   ', '年营收增长 30%'], tags: ['  AI  ', ''] }))
    expect(created.achievements).toEqual(['服务 500 家企业', '年营收增长 30%'])
    expect(created.tags).toEqual(['AI'])
  })

  it('stores absent lists as empty lists', async () => {
    const created = await staff().collection('isv_partners').create(partner())
    expect(created.achievements).toEqual([])
    expect(created.tags).toEqual([])
  })

  it('accepts three entries once blanks are dropped', async () => {
    const created = await staff()
      .collection('isv_partners')
      .create(partner({ achievements: ['一', '', '二', '三', ' '], tags: ['甲', '乙', '丙'] }))
    expect(created.achievements).toEqual(['一', '二', '三'])
    expect(created.tags).toEqual(['甲', '乙', '丙'])
  })

  it('refuses a fourth achievement with 最多填写3项成就', async () => {
    const { message, data } = await refusal(staff().collection('isv_partners').create(partner({ achievements: ['一', '二', '三', '四'] })))
    expect(message).toBe('请检查并修正表单中的错误')
    expect(data.achievements).toEqual({ code: 'validation_too_many_items', message: '最多填写3项成就' })
  })

  it('refuses a fourth tag with 最多填写3个标签', async () => {
    const { data } = await refusal(staff().collection('isv_partners').create(partner({ tags: ['a', 'b', 'c', 'd'] })))
    expect(data.tags).toEqual({ code: 'validation_too_many_items', message: '最多填写3个标签' })
  })

  it('accepts 50 characters per entry and refuses 51', async () => {
    const created = await staff().collection('isv_partners').create(partner({ achievements: ['成'.repeat(50)] }))
    expect(created.achievements).toEqual(['成'.repeat(50)])
    const { data } = await refusal(
      staff().collection('isv_partners').create(partner({ achievements: ['成'.repeat(51)], tags: ['t'.repeat(51)] })),
    )
    expect(data.achievements).toEqual({ code: 'validation_item_too_long', message: '每项成就不能超过50个字符' })
    expect(data.tags).toEqual({ code: 'validation_item_too_long', message: '每个标签不能超过50个字符' })
  })

  it('refuses lists that are not lists of text', async () => {
    const { data } = await refusal(staff().collection('isv_partners').create(partner({ achievements: '三项成就', tags: [1, 2] })))
    expect(data.achievements).toEqual({ code: 'validation_invalid_list', message: '成就格式不正确' })
    expect(data.tags).toEqual({ code: 'validation_invalid_list', message: '标签格式不正确' })
    const objects = await refusal(staff().collection('isv_partners').create(partner({ achievements: { a: 1 } })))
    expect(objects.data.achievements.message).toBe('成就格式不正确')
  })

  it('checks the lists on update too', async () => {
    const created = await staff().collection('isv_partners').create(partner({ achievements: ['一'] }))
    const { data } = await refusal(staff().collection('isv_partners').update(created.id, { achievements: ['一', '二', '三', '四'] }))
    expect(data.achievements.message).toBe('最多填写3项成就')
    const updated = await staff().collection('isv_partners').update(created.id, { achievements: ['一', ' 二 '] })
    expect(updated.achievements).toEqual(['一', '二'])
  })

  it('accepts the lists as JSON text in a multipart form', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(partner())) form.set(key, String(value))
    form.set('achievements', JSON.stringify(['  表单成就 ', '']))
    form.set('tags', JSON.stringify(['表单标签']))
    const created = await staff().collection('isv_partners').create(form)
    expect(created.achievements).toEqual(['表单成就'])
    expect(created.tags).toEqual(['表单标签'])
  })
})

describe('carousel stats', () => {
  it('trims labels and values and drops fully blank rows', async () => {
    const created = await staff()
      .collection('carousels')
      .create(slide({ stats: [stat(' 服务企业 ', ' 1000+ '), stat('', ''), stat('成功案例', '500+')] }))
    expect(created.stats).toEqual([stat('服务企业', '1000+'), stat('成功案例', '500+')])
  })

  it('refuses a slide without stats with 数据统计需要1到5项', async () => {
    for (const stats of [undefined, [], [stat(' ', '')]]) {
      const { message, data } = await refusal(staff().collection('carousels').create(slide({ stats })))
      expect(message).toBe('请检查并修正表单中的错误')
      expect(data.stats).toEqual({ code: 'validation_list_length', message: '数据统计需要1到5项' })
    }
  })

  it('accepts five stats and refuses six', async () => {
    const five = Array.from({ length: 5 }, (_, i) => stat(`指标${i + 1}`, `${i + 1}0+`))
    const created = await staff().collection('carousels').create(slide({ stats: five }))
    expect(created.stats).toEqual(five)
    const { data } = await refusal(staff().collection('carousels').create(slide({ stats: [...five, stat('指标6', '60+')] })))
    expect(data.stats.message).toBe('数据统计需要1到5项')
  })

  it('refuses a half-filled stat with 每项数据统计都需要填写名称和数值', async () => {
    const { data } = await refusal(staff().collection('carousels').create(slide({ stats: [stat('服务企业', ' ')] })))
    expect(data.stats).toEqual({ code: 'validation_incomplete_item', message: '每项数据统计都需要填写名称和数值' })
  })

  it('refuses a label or value over 20 characters', async () => {
    const { data } = await refusal(staff().collection('carousels').create(slide({ stats: [stat('名'.repeat(21), '1')] })))
    expect(data.stats).toEqual({ code: 'validation_item_too_long', message: '数据统计的名称和数值不能超过20个字符' })
  })

  it('refuses stats that are not label/value pairs', async () => {
    for (const stats of ['1000+', ['服务企业'], [null], [{ label: { text: 'x' }, value: '1' }]]) {
      const { data } = await refusal(staff().collection('carousels').create(slide({ stats })))
      expect(data.stats).toEqual({ code: 'validation_invalid_list', message: '数据统计格式不正确' })
    }
  })

  it('refuses malformed JSON text from a multipart form with 400, not 500', async () => {
    const form = new FormData()
    form.set('title', '表单轮播')
    form.set('page_id', 'home')
    form.set('stats', '{not json')
    const { data } = await refusal(staff().collection('carousels').create(form))
    expect(data.stats.message).toBe('数据统计格式不正确')
  })

  it('lets staff reorder a slide without resending its stats', async () => {
    const created = await staff().collection('carousels').create(slide({ stats: [stat('学员', '5000+')] }))
    const moved = await staff().collection('carousels').update(created.id, { order_index: 7, active: false })
    expect(moved.order_index).toBe(7)
    expect(moved.stats).toEqual([stat('学员', '5000+')])
  })
})

describe('news tags', () => {
  it('trims, drops blanks and removes duplicates', async () => {
    const created = await staff()
      .collection('news')
      .create({ title: '标签测试', summary: '摘要', content: '<p>正文</p>', category: 'news', tags: [' AI ', 'AI', '', '转型'] })
    expect(created.tags).toEqual(['AI', '转型'])
  })
})
