// Leads as a table for export (one column list for CSV and .xlsx), and as a CSV file Excel and WPS open
// correctly: UTF-8 with BOM, Chinese headers and labels, times in the site's zone, phones as text, and no cell
// run as a formula.
import type { RaRecord, TranslateFunction } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { enumKey } from '../../providers/enum-labels'
import { tableToCsv, type ExportCell } from '../../ui/table-export'
import { displayedStatus, formTypeLabel, statusLabel } from './lead-status'

interface Column {
  /** The lead field whose label (`resources.forms.fields.<field>`) heads the column. */
  field: string
  header: string
  value: (lead: RaRecord, translate?: TranslateFunction) => unknown
  /** Digits that must stay text: a spreadsheet shows a bare 13800138000 as 1.38E+10. */
  digitsAsText?: boolean
}

/** A lead to export, with its notes (oldest first) when they were fetched, and the names of its 负责人 and lost reason. */
export type ExportLead = RaRecord & { notes?: readonly { created: string; body: string }[]; assignee_name?: string; lost_reason_name?: string }

const field = (name: string) => (lead: RaRecord) => lead[name]

/** A label in the back office's language when a translator is given, else the Simplified Chinese one. */
const translated = (translate: TranslateFunction | undefined, key: string, zh: string) => (translate ? translate(key, { _: zh }) : zh)

const columns: Column[] = [
  { field: 'created', header: '提交时间', value: (lead) => staffDateTime(lead.created) },
  {
    field: 'form_type',
    header: '类型',
    value: (lead, translate) => {
      const zh = formTypeLabel(lead.form_type)
      return zh === String(lead.form_type ?? '') ? zh : translated(translate, enumKey('formTypes', String(lead.form_type)), zh)
    },
  },
  { field: 'name', header: '姓名', value: field('name') },
  { field: 'email', header: '邮箱', value: field('email') },
  { field: 'phone', header: '电话', value: field('phone'), digitsAsText: true },
  { field: 'company', header: '公司', value: field('company') },
  { field: 'position', header: '职位', value: field('position') },
  { field: 'message', header: '留言', value: field('message') },
  { field: 'course', header: '课程', value: (lead) => lead.course_name || lead.course_id },
  { field: 'company_size', header: '公司规模', value: field('company_size') },
  { field: 'industry', header: '行业', value: field('industry') },
  {
    field: 'status',
    header: '状态',
    value: (lead, translate) => translated(translate, enumKey('submissionStatuses', displayedStatus(lead.status)), statusLabel(lead.status)),
  },
  { field: 'expected_value', header: '预计金额', value: (lead) => (Number(lead.expected_value) > 0 ? String(lead.expected_value) : '') },
  { field: 'lost_reason', header: '流失原因', value: (lead) => (lead as ExportLead).lost_reason_name ?? '' },
  { field: 'assignee', header: '负责人', value: (lead) => (lead as ExportLead).assignee_name ?? '' },
  {
    field: 'notes',
    header: '备注',
    value: (lead) => ((lead as ExportLead).notes ?? []).map((note) => `${staffDateTime(note.created)} ${note.body}`).join('\n'),
  },
  { field: 'source', header: '来源渠道', value: field('source') },
  { field: 'form_path', header: '提交页面', value: field('form_path') },
  { field: 'landing_path', header: '本次落地页', value: field('landing_path') },
  { field: 'referrer', header: '来源网址', value: field('referrer') },
  { field: 'utm_source', header: 'UTM 来源', value: field('utm_source') },
  { field: 'utm_medium', header: 'UTM 媒介', value: field('utm_medium') },
  { field: 'utm_campaign', header: 'UTM 活动', value: field('utm_campaign') },
  { field: 'first_landing_path', header: '首次访问页面', value: field('first_landing_path') },
  { field: 'first_referrer', header: '首次来源网址', value: field('first_referrer') },
  { field: 'first_utm_source', header: '首次 UTM 来源', value: field('first_utm_source') },
  { field: 'first_utm_medium', header: '首次 UTM 媒介', value: field('first_utm_medium') },
  { field: 'first_utm_campaign', header: '首次 UTM 活动', value: field('first_utm_campaign') },
  { field: 'ip_address', header: 'IP 地址', value: field('ip_address') },
]

/** The export as rows of cells, headers first; the CSV and the .xlsx file are both written from it. */
export function leadExportTable(leads: readonly ExportLead[], translate?: TranslateFunction): ExportCell[][] {
  const headers = columns.map((column) => ({ text: translated(translate, `resources.forms.fields.${column.field}`, column.header), digitsAsText: false }))
  const rows = leads.map((lead) =>
    columns.map((column) => {
      const value = column.value(lead, translate)
      return { text: value === null || value === undefined ? '' : String(value), digitsAsText: Boolean(column.digitsAsText) }
    }),
  )
  return [headers, ...rows]
}

/**
 * The whole file's text, BOM first, CRLF line ends (what Excel writes); headers and labels in the back
 * office's language when `translate` is given, in Simplified Chinese otherwise.
 */
export function leadsToCsv(leads: readonly ExportLead[], translate?: TranslateFunction): string {
  return tableToCsv(leadExportTable(leads, translate))
}

/** 线索导出-2026-11-23.csv (or the back office's language's name when `translate` is given). */
export function csvFileName(day: string, translate?: TranslateFunction): string {
  return translate ? translate('app.forms.export.fileName', { day }) : `线索导出-${day}.csv`
}

/** 线索导出-2026-11-23.xlsx (or the back office's language's name when `translate` is given). */
export function xlsxFileName(day: string, translate?: TranslateFunction): string {
  return translate ? translate('app.forms.export.xlsxFileName', { day }) : `线索导出-${day}.xlsx`
}
