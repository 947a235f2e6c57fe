// The 通知发送记录 (notification log) screens' texts in English, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      mailStatuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed', held: 'To confirm (queued before a restored backup)', discarded: 'Discarded', bounced: 'Bounced' },
      mailKinds: { team_notification: 'Team notification', auto_reply: 'Visitor auto-reply', overdue_reminder: 'Overdue reminder', assigned_notice: 'Assignment notice', link_push: 'Link push', template_test: 'Template test' },
      mailChannels: { email: 'E-mail', wecom: 'WeCom', dingtalk: 'DingTalk', feishu: 'Feishu', baidu: 'Baidu push' },
    }),
    outbox: {
      html: 'Mail body (HTML)',
      text: 'Mail body (plain text)',
      openLead: 'Open lead',
      noSmtp: 'No SMTP server is configured: %{count} mail(s) are waiting and will go out once it is.',
      deliver: {
        label: 'Deliver now',
        running: 'Delivering...',
        done: 'Delivery finished: %{sent} sent, %{failed} failed, %{waiting} waiting',
        failed: 'Delivery failed, please try again',
      },
      retry: {
        label: 'Send again',
        done: 'The mail is back in the queue',
        failed: 'Sending again failed, please try again',
      },
      discard: {
        label: 'Discard',
        done: 'The mail is discarded and will not be sent',
        failed: 'Discarding failed, please try again',
      },
      held: '%{count} mail(s) come from a restored backup: they were still queued when it was taken, and the original server may have sent them. Check each one, then send it again or discard it.',
    },
  },
  resources: {
    outbox: {
      name: 'Notification log',
      fields: {
        created: 'Created',
        kind: 'Type',
        channel: 'Channel',
        recipient: 'Recipient',
        subject: 'Subject',
        status: 'Status',
        attempts: 'Attempts',
        last_error: 'Last error',
        next_attempt_at: 'Next attempt',
        sent_at: 'Sent',
        submission: 'Related lead',
        response: "Platform's answer",
        actions: 'Actions',
      },
      list: {
        attempts: '%{smart_count} attempt |||| %{smart_count} attempts',
        nextAttempt: 'Next: %{time}',
      },
    },
  },
}

export default messages
