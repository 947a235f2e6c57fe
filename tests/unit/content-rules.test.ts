// @vitest-environment node
// What staff publish in 课程管理 and 页面管理, as both sides word and check it: a course's facts as the
// pages show them (pb_hooks/lib/shared/content-format.js, used by the build, the server and the back
// office), and the rules and Chinese messages of every field (content-validation.js, the server's and
// the forms'), and the texts of a course or page by their fields (content-texts.js).
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import format from '@shared/content-format.js'
import contentRules from '@shared/content-rules.json' with { type: 'json' }
import texts from '@shared/content-texts.js'
import validation from '@shared/content-validation.js'
import siteName from '@shared/site-name.js'
import routesJson from '@shared/routes.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { pageTitle } from '../../src/lib/site-meta'
import { courseSlots, courseTextSlots } from '../../src/site/content/content-slots'

const messages = contentRules.messages

describe('a course’s facts as the pages word them', () => {
  it('writes a price in whole yuan with thousands separators, and no price (empty, 0 or null) as 仅限邀请', () => {
    expect(format.formatPrice(61800, contentDisplay)).toBe('¥61,800/人')
    expect(format.formatPrice(1234567, contentDisplay)).toBe('¥1,234,567/人')
    expect(format.formatPrice(999, contentDisplay)).toBe('¥999/人')
    for (const none of [0, null, undefined]) expect(format.formatPrice(none, contentDisplay)).toBe('仅限邀请')
  })

  it('ends a course page’s description with its facts where {课程要点} stands, and drops it elsewhere', () => {
    const facts = { duration: '5天4晚', seats: 25, price: 61800 }
    expect(format.factsSentence(facts, contentDisplay)).toBe('5天4晚，限25人，¥61,800/人。')
    expect(format.expandDescription(`实战营。${contentDisplay.factsToken}`, facts, contentDisplay)).toBe('实战营。5天4晚，限25人，¥61,800/人。')
    expect(format.expandDescription(`关于我们${contentDisplay.factsToken}`, null, contentDisplay)).toBe('关于我们')
    expect(format.expandDescription('没有占位', facts, contentDisplay)).toBe('没有占位')
  })

  it('offers a priced course in CNY and marks one without a price free', () => {
    expect(format.offerFields(58000, 'https://x.cn/courses/practical')).toEqual({
      offers: { '@type': 'Offer', category: 'Paid', price: 58000, priceCurrency: 'CNY', url: 'https://x.cn/courses/practical' },
    })
    expect(format.offerFields(0, 'u')).toEqual({ isAccessibleForFree: true })
  })

  it('names a course fact’s slot as the pages mark it', () => {
    expect(format.courseSlot('practical', 'price', contentDisplay)).toBe('course.practical.price')
    expect(courseSlots('practical').price).toEqual({ 'data-slot': 'course.practical.price' })
    expect(courseSlots('ecosystem').handbook).toEqual({ 'data-attrs': 'href:course.ecosystem.handbook' })
  })

  it('words a legal page’s day and a document title as the build does', () => {
    expect(format.formatDay('2026-11-01')).toBe('2026年11月1日')
    expect(format.formatDay('')).toBe('')
    expect(siteName.documentTitle('关于我们', '学院')).toBe('关于我们 | 学院')
    expect(siteName.documentTitle('学院', '学院')).toBe('学院')
    for (const title of ['关于我们', routesJson.siteName]) expect(siteName.documentTitle(title, routesJson.siteName)).toBe(pageTitle(title))
  })
})

describe('the rules of a course', () => {
  it('take a whole price of at least 0 yuan, or none', () => {
    for (const price of [0, 61800, null, '']) expect(validation.courseErrors({ price }, contentRules)).toEqual({})
    for (const price of [-1, 61800.5, '61800']) expect(validation.courseErrors({ price }, contentRules).price?.message).toBe(messages.priceInvalid)
    expect(validation.courseErrors({ price: contentRules.limits.priceMax + 1 }, contentRules).price?.message).toBe(
      messages.priceTooHigh.replace('{max}', String(contentRules.limits.priceMax)),
    )
  })

  it('require a duration, seats and an audience within their limits', () => {
    const errors = validation.courseErrors({ duration: ' ', seats: 0, level: 'x'.repeat(contentRules.limits.levelMax + 1) }, contentRules)
    expect(errors.duration?.message).toBe(messages.durationRequired)
    expect(errors.seats?.message).toBe(messages.seatsInvalid.replace('{max}', String(contentRules.limits.seatsMax)))
    expect(errors.level?.message).toBe(messages.levelTooLong.replace('{max}', String(contentRules.limits.levelMax)))
    expect(validation.courseErrors({ duration: '5天4晚', seats: 25, level: '管理层' }, contentRules)).toEqual({})
  })
})

describe('the rules of a page', () => {
  it('require a title and a description within their limits, counted in characters', () => {
    const max = contentRules.limits.titleMax
    expect(validation.pageErrors({ title: '', description: '' }, contentRules, false)).toEqual({
      title: { code: 'validation_required', message: messages.titleRequired },
      description: { code: 'validation_required', message: messages.descriptionRequired },
    })
    expect(validation.pageErrors({ title: '字'.repeat(max) }, contentRules, false)).toEqual({})
    expect(validation.pageErrors({ title: '字'.repeat(max + 1) }, contentRules, false).title?.message).toBe(messages.titleTooLong.replace('{max}', String(max)))
  })

  it('require a legal page’s body, version and a real effective date', () => {
    const errors = validation.pageErrors({ body: '<p> </p>', version: '', effective_date: '2027-02-30' }, contentRules, true)
    expect(errors.body?.message).toBe(messages.bodyRequired)
    expect(errors.version?.message).toBe(messages.versionRequired)
    expect(errors.effective_date?.message).toBe(messages.effectiveDateInvalid)
    expect(validation.pageErrors({ body: '<p>正文</p>', version: '1.1', effective_date: '2026-12-01' }, contentRules, true)).toEqual({})
  })
})

describe('a scheduled publication time', () => {
  const now = new Date('2026-11-27T08:00:00Z')
  it('must lie ahead, within a year', () => {
    expect(validation.publishAtError('2026-11-27 08:05:00.000Z', now, contentRules)).toBeNull()
    expect(validation.publishAtError('2026-11-27T07:59:00Z', now, contentRules)?.message).toBe(messages.publishAtPast)
    expect(validation.publishAtError('2028-01-01T00:00:00Z', now, contentRules)?.message).toBe(messages.publishAtTooFar)
    expect(validation.publishAtError('明天', now, contentRules)?.message).toBe(messages.publishAtInvalid)
  })
})

describe('the texts of a course or page', () => {
  const fields = [
    { key: 'tagline', label: '首屏标语', kind: 'line', max: 5 },
    { key: 'note', label: '备注', kind: 'text', max: 10, optional: true },
    { key: 'tags', label: '亮点', kind: 'lines', max: 4, minItems: 1, maxItems: 2, template: 'content.tags' },
    {
      key: 'faq',
      label: '常见问题',
      kind: 'list',
      minItems: 1,
      maxItems: 3,
      template: 'content.faq',
      titleKey: 'question',
      sum: { key: 'weight', total: 100 },
      item: [
        { key: 'question', label: '问题', kind: 'line', max: 10 },
        { key: 'weight', label: '权重', kind: 'number', min: 0, max: 100 },
      ],
    },
  ]
  const stored = { tagline: '旧标语', note: '', tags: ['一'], faq: [{ question: '问？', weight: 100 }], removed: '旧栏目' }

  it('keep the stored value of every field a save leaves out, trimmed, and drop a key that is no field', () => {
    expect(texts.normaliseTexts(fields, { tagline: '  新标语 ', tags: [' 甲 ', '', 3] }, stored)).toEqual({
      tagline: '新标语',
      note: '',
      tags: ['甲'],
      faq: [{ question: '问？', weight: 100 }],
    })
    expect(texts.normaliseTexts(fields, { faq: [{ question: ' 新？ ', weight: '100', extra: 'x' }] }, stored).faq).toEqual([{ question: '新？', weight: 100 }])
  })

  it('require every text that is not optional, within its limit, lists within their counts and weights adding up', () => {
    const errors = texts.textsErrors(fields, { tagline: '', note: '', tags: ['一二三四五', '乙', '丙'], faq: [{ question: '', weight: 30 }] }, contentRules)
    expect(errors).toEqual({
      'texts.tagline': { code: 'validation_required', message: '请输入首屏标语' },
      'texts.tags': { code: 'validation_list_too_long', message: '亮点最多2项' },
      'texts.tags.0': { code: 'validation_max_text_constraint', message: '亮点第1项不能超过4个字符' },
      'texts.faq.0.question': { code: 'validation_required', message: '请输入常见问题第1项的问题' },
      'texts.faq': { code: 'validation_invalid_sum', message: '常见问题各项的权重之和须为100，现为30' },
    })
    expect(texts.textsErrors(fields, { tagline: '标语', note: '', tags: [], faq: [] }, contentRules)).toEqual({
      'texts.tags': { code: 'validation_list_too_short', message: '亮点至少需要1项' },
      'texts.faq': { code: 'validation_list_too_short', message: '常见问题至少需要1项' },
    })
    expect(texts.textsErrors(fields, { tagline: '标语', note: '', tags: ['甲'], faq: [{ question: '问', weight: 101 }] }, contentRules)['texts.faq.0.weight']?.message).toBe(
      '常见问题第1项的权重须为0到100之间的整数',
    )
  })

  it('state a course’s seats where a text says {名额}, and name their slots as the pages mark them', () => {
    expect(texts.expandSeats(`每期限 ${contentDisplay.texts.seatsToken} 人，${contentDisplay.texts.seatsToken} 席`, 28, contentDisplay)).toBe('每期限 28 人，28 席')
    expect(texts.expandSeats(`每期限 ${contentDisplay.texts.seatsToken} 人`, null, contentDisplay)).toBe(`每期限 ${contentDisplay.texts.seatsToken} 人`)
    expect(courseTextSlots('practical').text('tagline')).toEqual({ 'data-slot': texts.courseTextSlot('practical', 'tagline', contentDisplay) })
    expect(courseTextSlots('practical').list('faq')).toEqual({ 'data-slot': 'course.practical.l.faq' })
  })
})
