// The staff-only routes behind the 通知 tab (pb_hooks/notify.pb.js), and what they answer.

export const notifyPaths = {
  channels: '/api/admin/notify/channels',
  channel: (channel: string) => `/api/admin/notify/channels/${encodeURIComponent(channel)}`,
  test: (channel: string) => `/api/admin/notify/channels/${encodeURIComponent(channel)}/test`,
} as const

/** A robot channel as staff see it: the address masked, only whether a secret is set. */
export interface NotifyChannel {
  channel: string
  enabled: boolean
  webhook_url: string
  secret_set: boolean
  content: string[]
  ready: boolean
}

/** 发送测试消息's answer: whether the platform took it, and what it said. */
export interface NotifyTestAnswer {
  ok: boolean
  message: string
}
