// Leads as a CSV file Excel opens correctly: UTF-8 with BOM, Chinese headers and labels, Beijing time,
// and no cell Excel would run as a formula.
import type { RaRecord } from 'react-admin'
import { beijingDateTime } from '../../format/beijing-time'
import { formTypeLabel, statusLabel } from './lead-status'

const BOM = '\uFEFF'

interface Column {
  header: string
  value: (lead: RaRecord) => unknown
}

const field = (name: string) => (lead: RaRecord) => lead[name]

const columns: Column[] = [
  { header: '提交时间', value: (lead) => beijingDateTime(lead.created) },
  { header: '类型', value: (lead) => formTypeLabel(lead.form_type) },
  { header: '姓名', value: field('name') },
  { header: '邮箱', value: field('email') },
  { header: '电话', value: field('phone') },
  { header: '公司', value: field('company') },
  { header: '职位', value: field('position') },
  { header: '留言', value: field('message') },
  { header: '课程', value: (lead) => [lead.course_name, lead.course_id].filter(Boolean).join(' / ') },
  { header: '公司规模', value: field('company_size') },
  { header: '行业', value: field('industry') },
  { header: '状态', value: (lead) => statusLabel(lead.status) },
  { header: '来源页面', value: field('landing_path') },
  { header: '来源网址', value: field('referrer') },
  { header: 'UTM 来源', value: field('utm_source') },
  { header: 'UTM 媒介', value: field('utm_medium') },
  { header: 'UTM 活动', value: field('utm_campaign') },
]

/**
 * One CSV cell. A text starting with = + - @ (or a tab or carriage return, which Excel strips before
 * reading a formula) gets a leading apostrophe so it stays text; quotes, commas and line breaks are quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file's text, BOM first, CRLF line ends (what Excel writes). */
export function leadsToCsv(leads: readonly RaRecord[]): string {
  const rows = [columns.map((column) => column.header), ...leads.map((lead) => columns.map((column) => column.value(lead)))]
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** 线索导出-2026-11-23.csv */
export function csvFileName(day: string): string {
  return `线索导出-${day}.csv`
}
