// Any back-office table as a file staff open in Excel or WPS: a CSV in UTF-8 with a BOM and CRLF line ends
// (what Excel writes), no cell run as a formula, digits kept as text where asked; the .xlsx workbook of the
// same cells is ./table-xlsx.ts. The leads desk and 效果分析 export through these.

const BOM = '\uFEFF'

/** One exported cell: its text, and whether it is digits a spreadsheet must keep as text. */
export interface ExportCell {
  text: string
  digitsAsText: boolean
}

/** A phone-like value: digits with + - ( ) and spaces, nothing a formula could do harm with. */
const PHONE_LIKE = /^\+?[\d\s()-]*\d[\d\s()-]*$/

/**
 * One CSV cell. A text starting with = + - @ (or a tab or carriage return, which Excel strips before
 * reading a formula) gets a leading apostrophe so it stays text; quotes, commas and line breaks are quoted.
 */
export function csvCell(value: unknown, { trusted = false } = {}): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (!trusted && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A table cell in CSV. A phone is written as the text formula ="13800138000", which Excel and WPS both show
 * as the digits, kept as text (a leading tab or apostrophe shows up in WPS); only digits and + - ( ) can be
 * inside, so nothing else ever becomes a formula. Everything else goes through csvCell.
 */
export function csvTableCell(cell: ExportCell): string {
  if (cell.digitsAsText && PHONE_LIKE.test(cell.text)) return csvCell(`="${cell.text}"`, { trusted: true })
  return csvCell(cell.text)
}

/** The whole CSV file's text of `table` (headers first), BOM first, CRLF line ends. */
export function tableToCsv(table: readonly ExportCell[][]): string {
  return BOM + table.map((row) => row.map(csvTableCell).join(',')).join('\r\n') + '\r\n'
}

/** A table of plain texts (no digits kept as text) as export cells. */
export function textTable(rows: readonly (readonly unknown[])[]): ExportCell[][] {
  return rows.map((row) => row.map((value) => ({ text: value === null || value === undefined ? '' : String(value), digitsAsText: false })))
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
