// @vitest-environment node
// ra-data-pocketbase: react-admin filters and sorts as PocketBase expressions (pure translation table).
import PocketBase from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { andExpressions, translateFilter, translateSort } from '../../src/admin/ra-data-pocketbase'

// The SDK's own pb.filter() is a pure function: the final strings are what PocketBase receives.
const pb = new PocketBase('http://pb.test')
const final = (filter: Record<string, unknown>, searchFields?: string[]) => {
  const { expr, params } = translateFilter(filter, { searchFields })
  return pb.filter(expr, params)
}

describe('translateFilter', () => {
  const table: Array<[string, Record<string, unknown>, string]> = [
    ['plain key is equality', { status: 'pending' }, 'status = "pending"'],
    ['several keys are ANDed', { status: 'pending', form_type: 'contact' }, 'status = "pending" && form_type = "contact"'],
    ['boolean bound as boolean', { active: true }, 'active = true'],
    ['number bound as number', { order_index: 3 }, 'order_index = 3'],
    ['field@= ', { 'status@=': 'new' }, 'status = "new"'],
    ['field@!=', { 'status@!=': 'spam' }, 'status != "spam"'],
    ['field@>', { 'attempts@>': 1 }, 'attempts > 1'],
    ['field@>=', { 'attempts@>=': 1 }, 'attempts >= 1'],
    ['field@<', { 'attempts@<': 5 }, 'attempts < 5'],
    ['field@<=', { 'attempts@<=': 5 }, 'attempts <= 5'],
    ['field@~', { 'title@~': '转型' }, 'title ~ "转型"'],
    ['field@!~', { 'title@!~': '草稿' }, 'title !~ "草稿"'],
    ['field@?=', { 'tags@?=': 'AI' }, 'tags ?= "AI"'],
    ['field@?~', { 'tags@?~': 'AI' }, 'tags ?~ "AI"'],
    ['_gte suffix', { created_gte: '2026-11-23' }, 'created >= "2026-11-23"'],
    ['_lte suffix', { created_lte: '2026-11-30' }, 'created <= "2026-11-30"'],
    ['_gt suffix', { order_index_gt: 2 }, 'order_index > 2'],
    ['_lt suffix', { order_index_lt: 2 }, 'order_index < 2'],
    ['_neq suffix', { status_neq: 'spam' }, 'status != "spam"'],
    ['array is an OR chain', { status: ['pending', 'contacted'] }, '(status = "pending" || status = "contacted")'],
    ['array with != is an AND chain (none of them)', { 'status@!=': ['spam', 'closed'] }, '(status != "spam" && status != "closed")'],
    ['array drops its empty items', { status: ['pending', ''] }, '(status = "pending")'],
    ['ISO datetime string becomes PocketBase datetime', { created_gte: '2026-11-23T08:30:00.000Z' }, 'created >= "2026-11-23 08:30:00.000Z"'],
    ['ISO datetime with an offset is converted to UTC', { 'created@<': '2026-11-23T08:30:00+08:00' }, 'created < "2026-11-23 00:30:00.000Z"'],
    ['Date object', { created_gte: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)) }, 'created >= "2026-01-02 03:04:05.006Z"'],
    ['dotted relation field', { 'submission.email': 'a@b.cn' }, 'submission.email = "a@b.cn"'],
    ['field modifiers :each, :lower, :length', { 'tags:each@?=': 'AI', 'title:lower@~': 'ai', 'tags:length@>': 1 }, 'tags:each ?= "AI" && title:lower ~ "ai" && tags:length > 1'],
    ['hostile double-quoted value stays a literal', { name: '" || 1=1 || "' }, 'name = "\\" || 1=1 || \\""'],
    ["hostile single-quoted value stays a literal", { name: "' || id != '' || '" }, `name = "' || id != '' || '"`],
    ['placeholder-looking value is not expanded', { name: '{:p1}', email: 'x' }, 'name = "{:p1}" && email = "x"'],
    ['field@empty true is a field with no value', { 'assignee@empty': true }, 'assignee = ""'],
    ['field@empty false is a field with a value', { 'assignee@empty': false, status: 'pending' }, 'assignee != "" && status = "pending"'],
  ]

  it.each(table)('%s', (_name, filter, expected) => {
    expect(final(filter)).toBe(expected)
  })

  it('binds values as placeholders, never into the expression', () => {
    expect(translateFilter({ name: 'x', 'attempts@>': 2, active: false })).toEqual({
      expr: 'name = {:p0} && attempts > {:p1} && active = {:p2}',
      params: { p0: 'x', p1: 2, p2: false },
    })
  })

  it('drops empty values: "", undefined, null and []', () => {
    expect(translateFilter({ a: '', b: undefined, c: null, d: [], e: 'kept' })).toEqual({ expr: 'e = {:p0}', params: { p0: 'kept' } })
    expect(translateFilter({})).toEqual({ expr: '', params: {} })
    expect(translateFilter(undefined)).toEqual({ expr: '', params: {} })
  })

  it('searches q with ~ over the configured fields, one bound value', () => {
    expect(translateFilter({ q: ' 张三 ' }, { searchFields: ['name', 'email', 'phone'] })).toEqual({
      expr: '(name ~ {:p0} || email ~ {:p0} || phone ~ {:p0})',
      params: { p0: '张三' },
    })
    expect(final({ q: '张三', status: 'pending' }, ['name', 'company'])).toBe('(name ~ "张三" || company ~ "张三") && status = "pending"')
  })

  it('ignores q when the resource has no search fields, and a blank q', () => {
    expect(translateFilter({ q: '张三' })).toEqual({ expr: '', params: {} })
    expect(translateFilter({ q: '   ' }, { searchFields: ['name'] })).toEqual({ expr: '', params: {} })
  })

  it('ORs the filter objects of $or, each ANDed inside and parenthesised', () => {
    expect(final({ $or: [{ email: 'a@b.cn' }, { phone: '13800138000' }], 'id@!=': 'abc' })).toBe(
      '((email = "a@b.cn") || (phone = "13800138000")) && id != "abc"',
    )
    expect(final({ $or: [{ email: 'a@b.cn', form_type: 'contact' }, { phone: '' }] })).toBe('((email = "a@b.cn" && form_type = "contact"))')
    expect(translateFilter({ $or: [{ email: '' }, { phone: null }] })).toEqual({ expr: '', params: {} })
    expect(translateFilter({ $or: [] })).toEqual({ expr: '', params: {} })
  })

  it('numbers placeholders across $or groups without collisions', () => {
    const { expr, params } = translateFilter({ a: 1, $or: [{ b: 2 }, { c: 3 }], d: 4 })
    expect(expr).toBe('a = {:p0} && ((b = {:p1}) || (c = {:p2})) && d = {:p3}')
    expect(params).toEqual({ p0: 1, p1: 2, p2: 3, p3: 4 })
  })

  it('refuses field names that could carry an expression', () => {
    for (const key of ['a || 1=1', 'a"', '1abc', 'a b', 'a)', "a'", '', 'a:upper', 'a:each:each', 'a:']) {
      expect(() => translateFilter({ [key]: 'x' }), key).toThrow(/invalid field name/)
    }
    expect(() => translateFilter({ q: 'x' }, { searchFields: ['name || 1'] })).toThrow(/invalid field name/)
    expect(() => translateFilter({ 'a@like': 'x' })).toThrow(/unknown filter operator/)
  })

  it('refuses @empty with anything but a boolean', () => {
    expect(() => translateFilter({ 'assignee@empty': 'yes' })).toThrow(/takes true or false/)
  })

  it('refuses object values and a malformed $or', () => {
    expect(() => translateFilter({ a: { b: 1 } })).toThrow(/unsupported filter value/)
    expect(() => translateFilter({ $or: { a: 1 } })).toThrow(/\$or/)
  })
})

describe('andExpressions', () => {
  it('parenthesises each non-empty expression', () => {
    expect(andExpressions('a = 1 || b = 2', '', 'c = 3')).toBe('(a = 1 || b = 2) && (c = 3)')
    expect(andExpressions('a = 1', '')).toBe('a = 1')
    expect(andExpressions('', '')).toBe('')
  })
})

describe('translateSort', () => {
  it('sorts ascending and descending', () => {
    expect(translateSort({ field: 'title', order: 'ASC' })).toBe('title')
    expect(translateSort({ field: 'title', order: 'DESC' })).toBe('-title')
  })

  it('sorts by several fields, given as "a,b" or an array, with per-field signs kept', () => {
    expect(translateSort({ field: 'page_id,order_index', order: 'ASC' })).toBe('page_id,order_index')
    expect(translateSort({ field: ['page_id', 'order_index'], order: 'DESC' })).toBe('-page_id,-order_index')
    expect(translateSort({ field: 'order_index,-created', order: 'ASC' })).toBe('order_index,-created')
    expect(translateSort({ field: '+order_index, created', order: 'DESC' })).toBe('order_index,-created')
  })

  it('falls back to -created or the configured default', () => {
    expect(translateSort(undefined)).toBe('-created')
    expect(translateSort({ field: '', order: 'ASC' })).toBe('-created')
    expect(translateSort(undefined, { defaultSort: 'order_index' })).toBe('order_index')
  })

  it("takes react-admin's implicit id ASC for the default, unless told otherwise; id DESC always works", () => {
    expect(translateSort({ field: 'id', order: 'ASC' })).toBe('-created')
    expect(translateSort({ field: 'id', order: 'ASC' }, { idAscIsDefault: false })).toBe('id')
    expect(translateSort({ field: 'id', order: 'DESC' })).toBe('-id')
  })

  it("allows PocketBase's @random and refuses unsafe names", () => {
    expect(translateSort({ field: '@random', order: 'ASC' })).toBe('@random')
    expect(() => translateSort({ field: 'title || 1', order: 'ASC' })).toThrow(/invalid field name/)
  })
})
