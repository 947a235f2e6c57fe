// @vitest-environment node
// The personal-data export's files, written without a library on the server (pb_hooks/lib/privacy/zip.js,
// xlsx.js): a ZIP any unzipper reads (names in UTF-8, contents byte for byte), and a workbook whose sheets
// hold the rows as text cells, the header bold, nothing runnable as a formula, no character XML forbids.
import { unzipSync, strFromU8 } from 'fflate'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import zip from '../../pb_hooks/lib/privacy/zip.js'
import xlsx from '../../pb_hooks/lib/privacy/xlsx.js'

const bytes = (list: number[]) => Uint8Array.from(list)

describe('the ZIP writer', () => {
  it('stores files an unzipper reads back as they were, Chinese names included', () => {
    const text = '王小明 wang@example.com 🙂 \u0000'
    const archive = zip.zipStored(
      [
        { name: '个人信息副本.json', bytes: zip.utf8Bytes(text) },
        { name: 'empty.txt', bytes: [] },
      ],
      '2026-11-27 16:39:08',
    )
    const files = unzipSync(bytes(archive))
    expect(Object.keys(files)).toEqual(['个人信息副本.json', 'empty.txt'])
    expect(strFromU8(files['个人信息副本.json'])).toBe(text)
    expect(files['empty.txt']).toHaveLength(0)
  })

  it('encodes text as UTF-8, as Node does', () => {
    const text = 'a\u00e9中\u{1f600}'
    expect(zip.utf8Bytes(text)).toEqual([...Buffer.from(text, 'utf8')])
  })

  it('checksums with CRC-32 (the value of the standard check string)', () => {
    expect(zip.crc32(zip.utf8Bytes('123456789'))).toBe(0xcbf43926)
  })
})

describe('the workbook writer', () => {
  const sheets = [
    { name: '线索', rows: [['姓名', '留言'], ['王小明', '=HYPERLINK("http://x")'], ['<b>&"', 'bad\u0001char']] },
    { name: 'a/b:c*d?[e]', rows: [['只有表头']] },
  ]
  const files = unzipSync(bytes(xlsx.workbook(sheets, '2026-11-27 16:39:08')))
  const xml = (name: string) => new JSDOM(strFromU8(files[name]), { contentType: 'application/xml' }).window.document

  it('holds the parts Excel opens: content types, relationships, workbook, styles and one worksheet per table', () => {
    expect(Object.keys(files).sort()).toEqual(
      ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml'].sort(),
    )
    for (const name of Object.keys(files)) expect(xml(name).querySelector('parsererror'), name).toBeNull()
    const names = [...xml('xl/workbook.xml').getElementsByTagName('sheet')].map((sheet) => sheet.getAttribute('name'))
    expect(names).toEqual(['线索', 'a b c d  e '])
  })

  it('writes every value as an inline text cell, the header bold', () => {
    const sheet = xml('xl/worksheets/sheet1.xml')
    const rows = [...sheet.getElementsByTagName('row')].map((row) => [...row.getElementsByTagName('c')].map((cell) => cell.textContent))
    expect(rows).toEqual([['姓名', '留言'], ['王小明', '=HYPERLINK("http://x")'], ['<b>&"', 'badchar']])
    const cells = [...sheet.getElementsByTagName('c')]
    expect(cells.map((cell) => cell.getAttribute('t'))).toEqual(cells.map(() => 'inlineStr'))
    expect(cells.filter((cell) => cell.getAttribute('s') === '1').map((cell) => cell.getAttribute('r'))).toEqual(['A1', 'B1'])
    expect(sheet.getElementsByTagName('f')).toHaveLength(0)
  })

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 27, 701, 702].map(xlsx.columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA'])
  })
})
