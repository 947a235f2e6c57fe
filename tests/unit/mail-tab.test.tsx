// 邮件设置 without an SMTP server: 未配置, and no host, port or TLS (PocketBase's placeholders) under it.
import { render, screen } from '@testing-library/react'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { MailTab } from '../../src/admin/resources/settings/mail-tab'
import type { MailSettings } from '../../src/admin/resources/settings/system-api'

const i18nProvider = createI18nProvider(catalogues)

function renderWith(smtp: MailSettings['smtp']) {
  const settings: MailSettings = { smtp, senderAddress: 'noreply@example.test', senderName: '测试站', notificationEmail: 'team@example.test' }
  const dataProvider = { ...testDataProvider(), send: async () => settings } as unknown as DataProvider
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <MailTab />
    </AdminContext>,
  )
}

/** The server section's facts as label → value. */
async function facts() {
  const list = (await screen.findAllByRole('term')).map((term) => [term.textContent, term.nextElementSibling?.textContent])
  return Object.fromEntries(list)
}

describe('邮件设置 server facts', () => {
  it('shows nothing but 未配置 when no SMTP server is set, whatever placeholders PocketBase keeps', async () => {
    renderWith({ enabled: false, host: 'smtp.example.com', port: 587, tls: false })
    const shown = await facts()
    expect(Object.values(shown)).toEqual(['未配置', '—', '—', '—'])
    expect(screen.queryByText('smtp.example.com')).toBeNull()
  })

  it('shows the server in use', async () => {
    renderWith({ enabled: true, host: 'smtp.qiye.example.cn', port: 465, tls: true })
    const shown = await facts()
    expect(Object.values(shown)).toEqual(['已启用', 'smtp.qiye.example.cn', '465', '是'])
  })
})
