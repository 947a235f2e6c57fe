// A minimal Excel workbook (.xlsx, Office Open XML) in plain JavaScript: one sheet per table, every cell
// an inline string (so nothing a visitor typed can run as a formula), the first row bold. Enough for the
// personal-data export, which Excel, WPS and LibreOffice open as it is.

const { utf8Bytes, zipStored } = require(`${__hooks}/lib/privacy/zip.js`)

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
/** Excel's limit on a cell's text. */
const CELL_MAX = 32767

/** Text as XML character data: escaped, without the control characters XML 1.0 forbids, at most a cell's length. */
function xmlText(value) {
  return String(value)
    // eslint-disable-next-line no-control-regex -- these are exactly the characters an XML document may not hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .slice(0, CELL_MAX)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** A sheet's name: Excel forbids []:*?/\ and allows 31 characters. */
function sheetName(name) {
  return String(name).replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet'
}

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
function columnName(index) {
  let name = ''
  let n = index + 1
  while (n > 0) {
    const rest = (n - 1) % 26
    name = String.fromCharCode(65 + rest) + name
    n = Math.floor((n - 1) / 26)
  }
  return name
}

/** A worksheet's XML: `rows[0]` is the header (bold). */
function sheetXml(rows) {
  const body = rows
    .map((cells, r) => {
      const style = r === 0 ? ' s="1"' : ''
      const xml = cells.map((cell, c) => `<c r="${columnName(c)}${r + 1}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`).join('')
      return `<row r="${r + 1}">${xml}</row>`
    })
    .join('')
  return `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`
}

const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`

/**
 * The bytes of a workbook with one sheet per `sheets` entry (rows of text cells, the first the header),
 * its parts dated `wall` (local `YYYY-MM-DD HH:mm:ss`).
 * @param {{name: string, rows: string[][]}[]} sheets
 * @param {string} wall
 * @returns {number[]}
 */
function workbook(sheets, wall) {
  const overrides = sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')
  const contentTypes = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`
  const rootRels = `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`
  const used = []
  const sheetEntries = sheets
    .map((sheet, i) => {
      let name = sheetName(sheet.name)
      while (used.indexOf(name) >= 0) name = `${name.slice(0, 28)}(${i + 1})`
      used.push(name)
      return `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`
    })
    .join('')
  const book = `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${sheetEntries}</sheets></workbook>`
  const bookRels = `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets
    .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
    .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`
  const files = [
    { name: '[Content_Types].xml', bytes: utf8Bytes(contentTypes) },
    { name: '_rels/.rels', bytes: utf8Bytes(rootRels) },
    { name: 'xl/workbook.xml', bytes: utf8Bytes(book) },
    { name: 'xl/_rels/workbook.xml.rels', bytes: utf8Bytes(bookRels) },
    { name: 'xl/styles.xml', bytes: utf8Bytes(STYLES) },
  ]
  sheets.forEach((sheet, i) => files.push({ name: `xl/worksheets/sheet${i + 1}.xml`, bytes: utf8Bytes(sheetXml(sheet.rows)) }))
  return zipStored(files, wall)
}

module.exports = { workbook, columnName, sheetName, xmlText }
