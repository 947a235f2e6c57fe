// The staff-only routes behind the 推广渠道 tab (pb_hooks/integrations.pb.js), and what they answer.

export const integrationPaths = {
  list: '/api/admin/integrations',
  wechat: '/api/admin/integrations/wechat',
  baidu: '/api/admin/integrations/baidu',
  test: (platform: string) => `/api/admin/integrations/${encodeURIComponent(platform)}/test`,
} as const

interface IntegrationView {
  platform: string
  configured: boolean
  secret_set: boolean
  /** The secret's last four characters behind dots (the secret itself never leaves the server). */
  secret_hint: string
}

/** The official account as staff see it, with what the server's kept ticket says (never a call to WeChat). */
export interface WeChatIntegration extends IntegrationView {
  app_id: string
  /** The host names the site signs pages for: the JS interface domain(s) to register. */
  hosts: string[]
  status: { state: 'ready' | 'failed' | 'unknown'; message: string }
}

/** Baidu link push as staff see it: the site pushed for, and what Baidu last said. */
export interface BaiduIntegration extends IntegrationView {
  site: string
  quota_day: string
  /** Today's remaining quota as Baidu last said it; null when not known today. */
  quota_remain: number | null
  checked_at: string
  check_ok: boolean
  check_message: string
}

export interface Integrations {
  wechat: WeChatIntegration
  baidu: BaiduIntegration
}

/** A test call's answer: whether the platform accepted, and what it said (in Chinese). */
export interface IntegrationTestAnswer {
  ok: boolean
  message: string
}
