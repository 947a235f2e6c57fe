// @vitest-environment node
// The leads export: a CSV Excel and WPS open with the Chinese intact, phones as digits, and no formulas;
// notes, IP and source in every export.
import { describe, expect, it } from 'vitest'
import { csvFileName, leadExportTable, leadsToCsv, xlsxFileName } from '../../src/admin/resources/forms/lead-csv'
import { csvCell, csvTableCell } from '../../src/admin/ui/table-export'

const lead = {
  id: 'l1',
  created: '2026-11-22 16:30:00.000Z',
  form_type: 'course_registration',
  name: '张三',
  email: 'zs@example.com',
  phone: '13800138000',
  company: '示例科技',
  position: '',
  message: '',
  course_id: 'strategy',
  course_name: 'AI 战略班',
  status: 'completed',
}

describe('lead CSV', () => {
  it('starts with a UTF-8 byte order mark and Chinese headers', () => {
    const csv = leadsToCsv([])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      '提交时间,类型,姓名,邮箱,电话,公司,职位,留言,课程,公司规模,行业,状态,预计金额,流失原因,负责人,备注,来源渠道,提交页面,本次落地页,来源网址,UTM 来源,UTM 媒介,UTM 活动,首次访问页面,首次来源网址,首次 UTM 来源,首次 UTM 媒介,首次 UTM 活动,IP 地址',
    )
  })

  it('writes labels instead of codes and times in Beijing time', () => {
    const [, row] = leadsToCsv([lead]).slice(1).split('\r\n')
    expect(row.split(',')).toEqual(
      expect.arrayContaining(['2026-11-23 00:30:00', '课程报名', '张三', 'AI 战略班', '已完成']),
    )
    expect(row).not.toContain('completed')
    expect(row).not.toContain('course_registration')
    // The course by its name only: its internal slug means nothing to a reader.
    expect(row).not.toContain('strategy')
  })

  it('names the 负责人 and lost reason and writes the expected value in whole yuan', () => {
    const [headers, row] = leadExportTable([{ ...lead, status: 'lost', expected_value: 88000, assignee_name: '李四', lost_reason_name: '预算不足' }])
    const cell = (header: string) => row[headers.findIndex((item) => item.text === header)].text
    expect(cell('负责人')).toBe('李四')
    expect(cell('流失原因')).toBe('预算不足')
    expect(cell('预计金额')).toBe('88000')
    expect(cell('状态')).toBe('已流失')
  })

  it('shows an unknown status as 待处理', () => {
    const [, row] = leadsToCsv([{ ...lead, status: 'archived' }]).slice(1).split('\r\n')
    expect(row).toContain(',待处理,')
  })

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('neutralises the formula cell %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('甲,乙')).toBe('"甲,乙"')
    expect(csvCell('他说"好"')).toBe('"他说""好"""')
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"')
    expect(csvCell('第一行\r\n第二行')).toBe('"第一行\r\n第二行"')
    expect(csvCell('普通文字')).toBe('普通文字')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('keeps a message with line breaks in one record', () => {
    const csv = leadsToCsv([{ ...lead, message: '想了解\n价格' }])
    expect(csv).toContain('"想了解\n价格"')
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('names the file by the Beijing day', () => {
    expect(csvFileName('2026-11-23')).toBe('线索导出-2026-11-23.csv')
    expect(xlsxFileName('2026-11-23')).toBe('线索导出-2026-11-23.xlsx')
  })

  it('writes a phone as ="…" so Excel and WPS keep its digits, and nothing else that way', () => {
    const [, row] = leadsToCsv([{ ...lead, phone: '13800138000', email: '13800138000' }]).slice(1).split('\r\n')
    expect(row).toContain(',"=""13800138000""",')
    // The same digits in another column stay a plain value.
    expect(row).toContain(',13800138000,')
    expect(csvTableCell({ text: '+86 138-0013-8000', digitsAsText: true })).toBe('"=""+86 138-0013-8000"""')
  })

  it('neutralises a phone that is not phone-like instead of wrapping it', () => {
    expect(csvTableCell({ text: '=1+1', digitsAsText: true })).toBe("'=1+1")
    expect(csvTableCell({ text: '1" & HYPERLINK("x', digitsAsText: true })).toBe('"1"" & HYPERLINK(""x"')
    expect(csvTableCell({ text: '', digitsAsText: true })).toBe('')
  })

  it('exports the notes oldest first with their Beijing time, the IP, the source and the first touch', () => {
    const notes = [
      { created: '2026-11-22 02:00:00.000Z', body: '客户预算<5万' },
      { created: '2026-11-23 02:00:00.000Z', body: '已回访' },
    ]
    const [headers, row] = leadExportTable([
      { ...lead, notes, ip_address: '203.0.113.9', landing_path: '/courses/strategy', utm_source: 'wechat', source: '百度搜索', first_landing_path: '/courses/practical', form_path: '/contact' },
    ])
    const cell = (header: string) => row[headers.findIndex((item) => item.text === header)].text
    expect(cell('备注')).toBe('2026-11-22 10:00:00 客户预算<5万\n2026-11-23 10:00:00 已回访')
    expect(cell('IP 地址')).toBe('203.0.113.9')
    expect(cell('本次落地页')).toBe('/courses/strategy')
    expect(cell('UTM 来源')).toBe('wechat')
    expect(cell('来源渠道')).toBe('百度搜索')
    expect(cell('首次访问页面')).toBe('/courses/practical')
    expect(cell('提交页面')).toBe('/contact')
  })
})
