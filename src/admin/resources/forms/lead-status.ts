// The lead pipeline of spec section 4: pending → contacted → completed, one step at a time.
import enums from '@shared/enums.json' with { type: 'json' }

export type LeadStatus = keyof typeof enums.submissionStatuses

export const leadStatuses = Object.keys(enums.submissionStatuses) as LeadStatus[]

/** The status a lead shows: an unknown or missing value reads as pending (spec section 4). */
export function displayedStatus(value: unknown): LeadStatus {
  return typeof value === 'string' && value in enums.submissionStatuses ? (value as LeadStatus) : 'pending'
}

export function statusLabel(value: unknown): string {
  return enums.submissionStatuses[displayedStatus(value)]
}

/** The one next step offered for a status: 标记已联系 only while pending, 标记已完成 only while contacted. */
export function nextStatus(value: unknown): LeadStatus | null {
  const status = displayedStatus(value)
  if (status === 'pending') return 'contacted'
  if (status === 'contacted') return 'completed'
  return null
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
