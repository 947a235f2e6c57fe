// The 通知发送记录 (notification log) screens' texts in Traditional Chinese (Taiwan usage), key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      mailStatuses: { queued: '待寄送', sent: '已寄出', failed: '寄送失敗', held: '待確認（還原備份前排隊）', discarded: '已放棄', bounced: '已退信' },
      mailKinds: { team_notification: '團隊通知', auto_reply: '訪客自動回覆', overdue_reminder: '逾時提醒', assigned_notice: '指派通知', link_push: '連結推送', template_test: '範本測試' },
      mailChannels: { email: '郵件', wecom: '企業微信', dingtalk: '釘釘', feishu: '飛書', baidu: '百度推送' },
    }),
    outbox: {
      html: '郵件內文（HTML）',
      text: '郵件內文（純文字）',
      openLead: '檢視潛在客戶',
      noSmtp: '尚未設定 SMTP 伺服器：%{count} 封郵件正在等待寄送，設定後將自動寄出。',
      deliver: {
        label: '立即投遞',
        running: '正在投遞...',
        done: '投遞完成：寄出 %{sent} 封，失敗 %{failed} 封，等待 %{waiting} 封',
        failed: '投遞失敗，請重試',
      },
      retry: {
        label: '重新寄送',
        done: '郵件已重新加入寄送佇列',
        failed: '重新寄送失敗，請重試',
      },
      discard: {
        label: '放棄寄送',
        done: '郵件已放棄，不會寄出',
        failed: '放棄寄送失敗，請重試',
      },
      held: '有 %{count} 封郵件來自還原的備份：備份時它們仍在排隊，原伺服器可能已經寄出。請逐封確認後重新寄送或放棄寄送。',
    },
  },
  resources: {
    outbox: {
      name: '通知寄送紀錄',
      fields: {
        created: '建立時間',
        kind: '類型',
        channel: '管道',
        recipient: '收件者',
        subject: '主旨',
        status: '狀態',
        attempts: '嘗試次數',
        last_error: '最後錯誤',
        next_attempt_at: '下次嘗試',
        sent_at: '寄送時間',
        submission: '相關潛在客戶',
        response: '平台回覆',
        actions: '操作',
      },
      list: {
        attempts: '已嘗試 %{smart_count} 次',
        nextAttempt: '下次：%{time}',
      },
    },
  },
}

export default messages
