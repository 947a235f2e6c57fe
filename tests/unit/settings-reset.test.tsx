// 重置 in 基本设置: it fills the form with the defaults and saves nothing until 保存, and the company's
// own data (notification address, contact lines, filing numbers) is never "a default" it wipes.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, Notification, testDataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import defaults from '../../pb_hooks/lib/shared/site-settings-defaults.json'
import records from '../../pb_hooks/lib/shared/records.json'
import routes from '../../pb_hooks/lib/shared/routes.json'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { GeneralTab } from '../../src/admin/resources/settings/general-tab'

const stored = {
  id: records.siteSettingsId,
  site_name: '智转学院',
  site_description: '我们的描述',
  notification_email: 'team@example.test',
  language: 'zh-CN',
  timezone: 'UTC',
  notifications_enabled: false,
  registration_enabled: false,
  maintenance_mode: true,
  contact_phone: '400-123-4567',
  contact_email: 'hello@example.test',
  contact_address: '上海市浦东新区',
  working_hours: '周一至周五 9:00-18:00',
  icp_number: '沪ICP备12345678号-1',
  police_number: '沪公网安备 31010402000001号',
  lead_retention_months: 18,
  privacy_due_days: 10,
}

describe('基本设置 重置', () => {
  it('fills in the defaults without saving, keeps the company data, and saves them with 保存', async () => {
    const user = userEvent.setup()
    const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...stored, ...params.data } }))
    const dataProvider = testDataProvider({ getOne: async () => ({ data: stored }) as never, update: update as never })
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(catalogues)}>
        <GeneralTab />
        <Notification />
      </AdminContext>,
    )
    expect(await screen.findByLabelText('网站名称 *')).toHaveValue('智转学院')
    await user.click(screen.getByRole('button', { name: '重置' }))
    const dialog = screen.getByRole('dialog', { name: '重置为默认值？' })
    expect(dialog).toHaveTextContent('通知邮箱、联系信息和备案号保持不变')
    await user.click(within(dialog).getByRole('button', { name: '重置' }))
    expect(await screen.findByText('已填入默认值，点击保存后生效')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(screen.getByLabelText('网站名称 *')).toHaveValue(routes.siteName)
    expect(screen.getByLabelText('网站描述')).toHaveValue(routes.siteDescription)
    expect(screen.getByLabelText('维护模式')).not.toBeChecked()
    expect(screen.getByLabelText('通知邮箱')).toHaveValue('team@example.test')
    expect(screen.getByLabelText('联系电话')).toHaveValue('400-123-4567')
    expect(screen.getByLabelText('ICP备案号')).toHaveValue('沪ICP备12345678号-1')
    expect(update).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    const saved = update.mock.calls[0]![1].data
    expect(saved).toMatchObject({
      site_name: routes.siteName,
      site_description: routes.siteDescription,
      language: defaults.language,
      timezone: defaults.timezone,
      notifications_enabled: defaults.notifications_enabled,
      registration_enabled: defaults.registration_enabled,
      maintenance_mode: defaults.maintenance_mode,
      notification_email: stored.notification_email,
      contact_phone: stored.contact_phone,
      contact_email: stored.contact_email,
      contact_address: stored.contact_address,
      working_hours: stored.working_hours,
      icp_number: stored.icp_number,
      police_number: stored.police_number,
      // How long leads are kept is a decision, not a default: 重置 leaves it.
      lead_retention_months: stored.lead_retention_months,
      privacy_due_days: stored.privacy_due_days,
    })
  })
})
