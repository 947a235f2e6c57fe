// A mail's delivery status as a filter choice and a chip colour; its label is shown in the back office's
// language via useEnumLabel() (statuses in enums.json).
import { enumChoices } from '../../providers/enum-labels'

export const mailStatusChoices = enumChoices('mailStatuses')
export const mailChannelChoices = enumChoices('mailChannels')

export function mailStatusColor(status: unknown): 'default' | 'success' | 'error' | 'warning' {
  return status === 'sent' ? 'success' : status === 'failed' || status === 'bounced' ? 'error' : status === 'held' ? 'warning' : 'default'
}
