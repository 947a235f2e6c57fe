// Labels and colours of a mail's kind and delivery status: their Chinese defined once (statuses in
// enums.json, kinds in providers/enum-labels.ts), shown in the back office's language via useEnumLabel().
import { enumChoices, enumLabels, zhEnumLabel } from '../../providers/enum-labels'

export const mailKinds = enumLabels.mailKinds

export const mailStatusChoices = enumChoices('mailStatuses')

/** The Simplified Chinese label of a kind; an unknown one as it is. */
export function mailKindLabel(kind: unknown): string {
  return zhEnumLabel('mailKinds', kind)
}

/** The Simplified Chinese label of a status; an unknown one as it is. */
export function mailStatusLabel(status: unknown): string {
  return zhEnumLabel('mailStatuses', status)
}

export function mailStatusColor(status: unknown): 'default' | 'success' | 'error' {
  return status === 'sent' ? 'success' : status === 'failed' ? 'error' : 'default'
}
