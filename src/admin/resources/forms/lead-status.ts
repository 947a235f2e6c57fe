// The lead pipeline: spec section 4's pending → contacted → completed, one step at a time, with the stages
// staff added (已报价 between them, 已流失 as the other end: pb_hooks/lib/shared/lead-stages.json).
import enums from '@shared/enums.json' with { type: 'json' }
import stages from '@shared/lead-stages.json' with { type: 'json' }

export type LeadStatus = keyof typeof enums.submissionStatuses

export const leadStatuses = Object.keys(enums.submissionStatuses) as LeadStatus[]

/** The status a lead shows: an unknown or missing value reads as pending (spec section 4). */
export function displayedStatus(value: unknown): LeadStatus {
  return typeof value === 'string' && value in enums.submissionStatuses ? (value as LeadStatus) : 'pending'
}

export function statusLabel(value: unknown): string {
  return enums.submissionStatuses[displayedStatus(value)]
}

/** The one next step offered for a status: 标记已联系 only while pending, 标记已完成 while contacted or quoted. */
export function nextStatus(value: unknown): LeadStatus | null {
  const next: Record<string, string> = stages.next
  return (next[displayedStatus(value)] as LeadStatus | undefined) ?? null
}

/** Whether a lead is still worked on (not won, not lost). */
export function isOpenStatus(value: unknown): boolean {
  return stages.open.includes(displayedStatus(value))
}

/** The stage a lost lead is in, which needs a reason. */
export const LOST: LeadStatus = stages.lost as LeadStatus

/** The largest expected value in whole yuan. */
export const VALUE_MAX = stages.valueMax

/** ¥88,000 (whole yuan), '' for no value. */
export function yuan(value: unknown): string {
  const amount = Number(value)
  return Number.isFinite(amount) && amount > 0 ? `¥${Math.round(amount).toLocaleString('en-US')}` : ''
}

/** MUI chip colours per status. */
export const statusColor: Record<LeadStatus, 'warning' | 'info' | 'secondary' | 'success' | 'default'> = {
  pending: 'warning',
  contacted: 'info',
  quoted: 'secondary',
  completed: 'success',
  lost: 'default',
}

export function formTypeLabel(value: unknown): string {
  return typeof value === 'string' && value in enums.formTypes ? enums.formTypes[value as keyof typeof enums.formTypes] : String(value ?? '')
}
