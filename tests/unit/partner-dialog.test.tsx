// The partner modal's logo (admin spec §5): its label carries the required mark, yet a partner saves
// without one ("required by label only"); and 取消 asks before dropping what was typed.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { PartnerDialog } from '../../src/admin/resources/isv-partners/partner-dialog'

const i18nProvider = createI18nProvider(catalogues)

describe('partner modal logo', () => {
  it('marks Logo as required and saves a partner without one', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 'p1', ...params.data } }))
    const dataProvider = { ...testDataProvider(), create } as unknown as DataProvider
    const onClose = vi.fn()
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <PartnerDialog partnerCount={0} onClose={onClose} />
      </AdminContext>,
    )
    expect(document.querySelector('.ra-input-logo .RaLabeled-label')?.textContent?.replace(/\s/g, '')).toBe('Logo*')
    // The other required labels carry the same mark, the optional ones none.
    expect(screen.getByLabelText(/^公司名称/).closest('.MuiFormControl-root')?.querySelector('label')?.textContent?.replace(/\s/g, '')).toBe('公司名称*')

    fireEvent.change(screen.getByLabelText(/^公司名称/), { target: { value: '测试伙伴' } })
    fireEvent.change(screen.getByLabelText(/^领域/), { target: { value: '智能制造' } })
    fireEvent.change(screen.getByLabelText(/^描述/), { target: { value: '一家测试伙伴' } })
    fireEvent.click(screen.getByRole('button', { name: '创建' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0][1].data.logo ?? null).toBeNull()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})

describe('partner modal close', () => {
  function renderDialog() {
    const onClose = vi.fn()
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <PartnerDialog partnerCount={0} onClose={onClose} />
      </AdminContext>,
    )
    return onClose
  }

  it('closes at once when nothing was typed', () => {
    const confirm = vi.spyOn(window, 'confirm')
    const onClose = renderDialog()
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(confirm).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalledTimes(1)
    confirm.mockRestore()
  })

  it('asks before dropping what was typed, and stays open when the answer is no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const onClose = renderDialog()
    fireEvent.change(screen.getByLabelText(/^公司名称/), { target: { value: '尚未保存的伙伴' } })
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(confirm).toHaveBeenCalledWith('部分修改尚未保存，确定要放弃吗？')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^公司名称/)).toHaveValue('尚未保存的伙伴')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(onClose).toHaveBeenCalledTimes(1)
    confirm.mockRestore()
  })
})
