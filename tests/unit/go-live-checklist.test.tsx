// The dashboard's 上线检查: only what is left, each staff item a link to where it is done, each operators'
// item naming its variables and the operations guide's section, a platform's refusal under its item.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { AdminContext, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { GoLiveChecklist, goLivePath, goLiveTargets, operatorSetup, type GoLiveItem } from '../../src/admin/dashboard/go-live-checklist'
import { createI18nProvider } from '../../src/admin/providers/i18n'

const i18nProvider = createI18nProvider(catalogues)

function renderChecklist(items: GoLiveItem[]) {
  const asked: string[] = []
  const send = async (path: string) => {
    asked.push(path)
    return { items }
  }
  render(
    <AdminContext dataProvider={testDataProvider({ send } as never)} i18nProvider={i18nProvider}>
      <GoLiveChecklist />
    </AdminContext>,
  )
  return asked
}

const item = (key: string) => document.querySelector(`[data-item="${key}"]`) as HTMLElement | null

describe('上线检查', () => {
  it('links each item staff do to its screen and names the operators’ variables and guide for theirs', async () => {
    const asked = renderChecklist([
      { key: 'channel', done: false },
      { key: 'contact', done: true },
      { key: 'backup', done: false },
      { key: 'wechat', done: false, message: 'AppID 无效（40013）' },
    ])
    expect(await screen.findByText(/没有可用的通知渠道/)).toBeTruthy()
    expect(asked).toEqual([goLivePath])
    // Done items are gone.
    expect(item('contact')).toBeNull()
    expect(within(item('channel')!).getByRole('link').getAttribute('href')).toContain(goLiveTargets.channel!)
    expect(within(item('wechat')!).getByRole('link').getAttribute('href')).toContain(goLiveTargets.wechat!)
    expect(within(item('wechat')!).getByText('AppID 无效（40013）')).toBeTruthy()
    // The backup is the operators': no link, but what to set and where the guide says how.
    const backup = item('backup')!
    expect(within(backup).queryByRole('link')).toBeNull()
    expect(backup.textContent).toContain(operatorSetup.backup!.variables)
    expect(backup.textContent).toContain(operatorSetup.backup!.docs)
    expect(within(backup).getByText('运维人员的工作')).toBeTruthy()
  })

  it('shows nothing once every item is done', async () => {
    const asked = renderChecklist([{ key: 'channel', done: true }])
    await waitFor(() => expect(asked).toEqual([goLivePath]))
    // Let the answer land.
    await act(async () => undefined)
    expect(document.querySelector('[data-item]')).toBeNull()
    expect(screen.queryByText('上线前还需完成')).toBeNull()
  })
})
