// A back-office table as an .xlsx workbook (write-excel-file, loaded only when staff export): the same cells
// as its CSV (./table-export.ts), every cell a text cell, so phones stay digits and nothing is ever read as a formula.
import type { ExportCell } from './table-export'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Column widths in characters: wide enough for a time, a phone or an e-mail address. */
const COLUMN_WIDTH = 18

/** The workbook of one sheet (named `sheetName`) holding `table`, headers bold and frozen. */
export async function tableToXlsx(table: readonly ExportCell[][], sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const rows = table.map((row, index) => row.map((cell) => ({ value: cell.text, type: String, fontWeight: index === 0 ? ('bold' as const) : undefined, wrap: true })))
  const width = table[0]?.length ?? 0
  const blob = await writeXlsxFile(rows, {
    sheet: sheetName,
    columns: Array.from({ length: width }, () => ({ width: COLUMN_WIDTH })),
    stickyRowsCount: 1,
  }).toBlob()
  return blob.type === XLSX_TYPE ? blob : new Blob([blob], { type: XLSX_TYPE })
}
