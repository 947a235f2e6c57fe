// 推广渠道: saved secrets shown only by their last four characters, a save sending only what staff changed
// (an empty secret input keeps the saved one), the JS interface domain to register, and a test call's
// answer as the platform gave it. (The routes themselves: tests/api/wechat-share.test.ts, baidu-push.test.ts.)
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import type { Integrations } from '../../src/admin/resources/settings/integrations-api'
import { IntegrationsTab } from '../../src/admin/resources/settings/integrations-tab'

const i18nProvider = createI18nProvider(catalogues)

const integrations: Integrations = {
  wechat: {
    platform: 'wechat',
    configured: true,
    secret_set: true,
    secret_hint: '••••9f3a',
    app_id: 'wx1234567890abcdef',
    hosts: ['www.example.cn'],
    status: { state: 'failed', message: '本服务器的 IP 地址不在公众号的 IP 白名单中（40164）' },
  },
  baidu: {
    platform: 'baidu',
    configured: false,
    secret_set: false,
    secret_hint: '',
    site: 'https://www.example.cn',
    quota_day: '',
    quota_remain: null,
    checked_at: '',
    check_ok: false,
    check_message: '',
  },
}

function renderTab() {
  const sent: { path: string; options: { method?: string; body?: unknown } }[] = []
  const send = async (path: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
    sent.push({ path, options })
    if (options.method === 'PATCH') return { ...integrations.wechat, ...options.body }
    if (options.method === 'POST') return { ok: true, message: '配置正确：已取得 jsapi_ticket，分享签名可用（有效至 2026-11-27 12:00）' }
    return integrations
  }
  const dataProvider = { ...testDataProvider(), send } as unknown as DataProvider
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <IntegrationsTab />
    </AdminContext>,
  )
  return sent
}

describe('推广渠道', () => {
  it('shows a saved secret by its last four characters, the domain to register and why WeChat refuses', async () => {
    renderTab()
    const wechat = await screen.findByRole('region', { name: '微信分享卡片（公众号 JS-SDK）' })
    expect(within(wechat).getByLabelText('AppID（开发者ID）')).toHaveValue('wx1234567890abcdef')
    expect(within(wechat).getByLabelText('AppSecret（开发者密码）')).toHaveValue('')
    expect(within(wechat).getByText('已设置（••••9f3a，不再显示完整内容；留空保持不变）')).toBeInTheDocument()
    expect(within(wechat).getByText(/JS接口安全域名」填写 www\.example\.cn；/)).toBeInTheDocument()
    expect(within(wechat).getByText(integrations.wechat.status.message)).toBeInTheDocument()
    const baidu = screen.getByRole('region', { name: '百度链接推送（普通收录 API 提交）' })
    expect(within(baidu).getByText('推送的站点：https://www.example.cn（网站地址 SITE_URL）')).toBeInTheDocument()
    expect(within(baidu).getByRole('button', { name: '测试推送' })).toBeDisabled()
  })

  it('sends only what changed: a new AppSecret alone, the AppID left as saved', async () => {
    const sent = renderTab()
    const wechat = await screen.findByRole('region', { name: '微信分享卡片（公众号 JS-SDK）' })
    fireEvent.change(within(wechat).getByLabelText('AppSecret（开发者密码）'), { target: { value: ' new-secret-value ' } })
    fireEvent.click(within(wechat).getByRole('button', { name: '保存' }))
    // Saved: the input empties (the secret is never shown again).
    await waitFor(() => expect(within(wechat).getByLabelText('AppSecret（开发者密码）')).toHaveValue(''))
    expect(sent.filter((call) => call.options.method === 'PATCH')).toEqual([{ path: '/api/admin/integrations/wechat', options: { method: 'PATCH', body: { app_secret: 'new-secret-value' } } }])
  })

  it("shows a test call's answer as the platform gave it", async () => {
    const sent = renderTab()
    const wechat = await screen.findByRole('region', { name: '微信分享卡片（公众号 JS-SDK）' })
    fireEvent.click(within(wechat).getByRole('button', { name: '测试签名' }))
    expect(await within(wechat).findByRole('status')).toHaveTextContent('测试成功：配置正确：已取得 jsapi_ticket，分享签名可用（有效至 2026-11-27 12:00）')
    expect(sent.some((call) => call.path === '/api/admin/integrations/wechat/test' && call.options.method === 'POST')).toBe(true)
  })
})
