// The 通知发送记录 (notification log: mail and group robots) screens' texts in Simplified Chinese; the other languages give exactly these keys.
import { enumLabels, enumTexts } from '../../../providers/enum-labels'

/** The enum groups these screens label, each value with its Simplified Chinese label. */
export const enumGroups = { mailStatuses: enumLabels.mailStatuses, mailKinds: enumLabels.mailKinds, mailChannels: enumLabels.mailChannels }

export default {
  app: {
    enums: enumTexts(enumGroups, enumGroups),
    outbox: {
      html: '邮件正文（HTML）',
      text: '邮件正文（纯文本）',
      openLead: '查看线索',
      noSmtp: '尚未配置 SMTP 服务器：%{count} 封邮件正在等待发送，配置后将自动发出。',
      deliver: {
        label: '立即投递',
        running: '正在投递...',
        done: '投递完成：发送 %{sent} 封，失败 %{failed} 封，等待 %{waiting} 封',
        failed: '投递失败，请重试',
      },
      retry: {
        label: '重新发送',
        done: '邮件已重新加入发送队列',
        failed: '重新发送失败，请重试',
      },
      discard: {
        label: '放弃发送',
        done: '邮件已放弃，不会发送',
        failed: '放弃发送失败，请重试',
      },
      held: '有 %{count} 封邮件来自恢复的备份：备份时它们仍在排队，原服务器可能已经发出。请逐封确认后重新发送或放弃发送。',
    },
  },
  resources: {
    outbox: {
      name: '通知发送记录',
      fields: {
        created: '创建时间',
        kind: '类型',
        channel: '渠道',
        recipient: '收件人',
        subject: '主题',
        status: '状态',
        attempts: '尝试次数',
        last_error: '最后错误',
        next_attempt_at: '下次尝试',
        sent_at: '发送时间',
        submission: '相关线索',
        response: '平台回答',
        actions: '操作',
      },
      list: {
        attempts: '已尝试 %{smart_count} 次',
        nextAttempt: '下次：%{time}',
      },
    },
  },
}
