// Chinese labels and colours of a mail's kind and delivery status (statuses defined once in enums.json).
import enums from '@shared/enums.json' with { type: 'json' }

export const mailKinds = { team_notification: '团队通知', auto_reply: '访客自动回复' } as const

export const mailStatusChoices = Object.entries(enums.mailStatuses).map(([id, name]) => ({ id, name }))

export function mailKindLabel(kind: unknown): string {
  return typeof kind === 'string' && kind in mailKinds ? mailKinds[kind as keyof typeof mailKinds] : String(kind ?? '')
}

export function mailStatusLabel(status: unknown): string {
  return typeof status === 'string' && status in enums.mailStatuses ? enums.mailStatuses[status as keyof typeof enums.mailStatuses] : String(status ?? '')
}

export function mailStatusColor(status: unknown): 'default' | 'success' | 'error' {
  return status === 'sent' ? 'success' : status === 'failed' ? 'error' : 'default'
}
