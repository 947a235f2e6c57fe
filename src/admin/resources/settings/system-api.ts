// The staff-only routes behind the 数据库 and 邮件设置 tabs (pb_hooks/settings.pb.js and mail.pb.js), and what they answer.

export const systemPaths = {
  storage: '/api/admin/system/storage',
  mail: '/api/admin/system/mail',
  testMail: '/api/admin/system/test-mail',
} as const

export interface SystemStorage {
  counts: { carousels: number; news: number; leads: number; mails: number; pageViews: number }
  storage: { databaseBytes: number; filesBytes: number; totalBytes: number }
  latestBackup: { name: string; time: string; size: number } | null
  backupsUrl: string
}

export interface MailSettings {
  smtp: { enabled: boolean; host: string; port: number; tls: boolean }
  senderAddress: string
  senderName: string
  notificationEmail: string
}

export type SenderSettings = Pick<MailSettings, 'senderAddress' | 'senderName'>
