// @vitest-environment node
// The leads' .xlsx export read back from the file's own XML: every column of the CSV, phones and hostile
// text as text cells (never numbers, never formulas), the header row bold and frozen.
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { leadExportTable } from '../../src/admin/resources/forms/lead-csv'
import { tableToXlsx, XLSX_TYPE } from '../../src/admin/ui/table-xlsx'

const lead = {
  id: 'l1',
  created: '2026-11-22 16:30:00.000Z',
  form_type: 'consultation',
  name: '李四',
  email: 'ls@example.com',
  phone: '13712345678',
  company: '示例科技',
  message: '=HYPERLINK("http://evil.example")',
  status: 'contacted',
  ip_address: '198.51.100.7',
  landing_path: '/contact',
  notes: [{ created: '2026-11-23 01:00:00.000Z', body: '预算>20万' }],
}

interface SheetCell {
  ref: string
  type: string | null
  text: string
  formula: boolean
  style: string | null
}

/** The cells of the workbook's first sheet, shared strings resolved. */
async function readBack(blob: Blob): Promise<{ files: Record<string, string>; rows: SheetCell[][] }> {
  const zip = unzipSync(new Uint8Array(await blob.arrayBuffer()))
  const files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]))
  const decode = (xml: string) => xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
  const shared = [...(files['xl/sharedStrings.xml'] ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
    decode([...match[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((text) => text[1]).join('')),
  )
  const sheet = files['xl/worksheets/sheet1.xml']
  const rows = [...sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attributes = cell[1]
      const body = cell[2] ?? ''
      const type = /\bt="([^"]+)"/.exec(attributes)?.[1] ?? null
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? ''
      const inline = /<is>[\s\S]*?<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1]
      const text = type === 's' ? shared[Number(value)] : inline !== undefined ? decode(inline) : decode(value)
      return { ref: /\br="([^"]+)"/.exec(attributes)![1], type, text, formula: body.includes('<f'), style: /\bs="(\d+)"/.exec(attributes)?.[1] ?? null }
    }),
  )
  return { files, rows }
}

describe('lead xlsx', () => {
  it('holds exactly the export table, every cell a text cell', async () => {
    const table = leadExportTable([lead])
    const blob = await tableToXlsx(table, '表单数据')
    expect(blob.type).toBe(XLSX_TYPE)
    const { rows, files } = await readBack(blob)
    expect(rows.map((row) => row.map((cell) => cell.text))).toEqual(table.map((row) => row.map((cell) => cell.text)))
    // An empty field is an empty cell; every other cell is a string.
    for (const cell of rows.flat().filter((item) => item.text !== '')) {
      expect(cell.type === 's' || cell.type === 'inlineStr' || cell.type === 'str').toBe(true)
      expect(cell.formula).toBe(false)
    }
    expect(files['xl/workbook.xml']).toContain('name="表单数据"')
  })

  it('keeps the phone as the text 13712345678 and a formula-looking message as plain text', async () => {
    const table = leadExportTable([lead])
    const { rows } = await readBack(await tableToXlsx(table, '表单数据'))
    const column = (header: string) => rows[0].findIndex((cell) => cell.text === header)
    expect(rows[1][column('电话')].text).toBe('13712345678')
    expect(rows[1][column('留言')].text).toBe('=HYPERLINK("http://evil.example")')
    expect(rows[1][column('备注')].text).toBe('2026-11-23 09:00:00 预算>20万')
    expect(rows[1][column('IP 地址')].text).toBe('198.51.100.7')
    expect(rows[1][column('本次落地页')].text).toBe('/contact')
  })

  it('makes the header row bold and keeps it in view while scrolling', async () => {
    const { rows, files } = await readBack(await tableToXlsx(leadExportTable([lead]), '表单数据'))
    const headerStyles = new Set(rows[0].map((cell) => cell.style))
    const bodyStyles = new Set(rows[1].map((cell) => cell.style))
    expect(headerStyles.size).toBe(1)
    expect([...headerStyles].some((style) => bodyStyles.has(style))).toBe(false)
    expect(files['xl/styles.xml']).toContain('<b')
    expect(files['xl/worksheets/sheet1.xml']).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/)
  })
})
