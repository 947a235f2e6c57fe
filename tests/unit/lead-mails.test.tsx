// The mails on a lead's page: a bounced auto-reply is called out with the reason the outbox stored,
// and every mail shows its status (the outbox's bounce itself: tests/api/outbox.test.ts).
import { render, screen } from '@testing-library/react'
import { AdminContext, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { LeadMails } from '../../src/admin/resources/forms/lead-mails'

const i18nProvider = createI18nProvider(catalogues)
const REASON = '收件邮箱不存在或无法接收邮件，邮件服务器已拒收（550 5.1.1 mailbox unavailable），不再重试'

function renderMails(mails: Record<string, unknown>[]) {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: mails, total: mails.length }) as never,
  })
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <LeadMails leadId="lead1" />
    </AdminContext>,
  )
}

describe('LeadMails', () => {
  it('calls out a bounced auto-reply with its reason', async () => {
    renderMails([
      { id: 'm1', kind: 'team_notification', recipient: 'team@example.test', status: 'sent', sent_at: '', last_error: '' },
      { id: 'm2', kind: 'auto_reply', recipient: 'gone@example.test', status: 'bounced', sent_at: '', last_error: REASON },
    ])
    expect(await screen.findByText(`自动回复被退信，访客留下的邮箱可能无效，请改用电话联系：${REASON}`)).toBeInTheDocument()
    expect(screen.getByText('已退信')).toBeInTheDocument()
  })

  it('says nothing of a bounce when the auto-reply went out', async () => {
    renderMails([{ id: 'm2', kind: 'auto_reply', recipient: 'ok@example.test', status: 'sent', sent_at: '', last_error: '' }])
    expect(await screen.findByText('已发送')).toBeInTheDocument()
    expect(screen.queryByText(/自动回复被退信/)).toBeNull()
  })
})
