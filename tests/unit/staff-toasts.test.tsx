// The back office's toasts (admin spec §8, §9): an action's blue loading toast stands until the server
// answers and is then replaced at once by its success or error toast; up to 20 stand at once; success
// goes after 3 s, an error after 4 s; the button keeps its own busy state.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { AdminContext, RecordContextProvider, testDataProvider, useNotify, type DataProvider } from 'react-admin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { StaffNotification } from '../../src/admin/layout/staff-notification'
import { TOAST_LIMIT, notificationDurations } from '../../src/admin/layout/toast-queue'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { NextStatusButton } from '../../src/admin/resources/forms/next-status-button'
import { PublishButton } from '../../src/admin/resources/news/news-toggle-buttons'

const i18nProvider = createI18nProvider(catalogues)

/** A data provider whose update answers only when the test says so. */
function heldUpdates() {
  const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = []
  const dataProvider: DataProvider = {
    ...testDataProvider(),
    update: (_resource, params) =>
      new Promise((resolve, reject) => answers.push({ resolve: () => resolve({ data: { ...params.previousData, ...params.data } } as never), reject })),
  }
  return { dataProvider, answers }
}

function toasts() {
  return screen.queryAllByTestId('staff-toast').map((toast) => ({ text: toast.textContent, kind: toast.getAttribute('data-toast') }))
}

function renderWith(dataProvider: DataProvider, children: React.ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {children}
      <StaffNotification />
    </AdminContext>,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('staff toasts', () => {
  it('shows a blue loading toast while an article is published and replaces it with the success toast as soon as the server answers', async () => {
    const { dataProvider, answers } = heldUpdates()
    renderWith(
      dataProvider,
      <RecordContextProvider value={{ id: 'n1', published: false }}>
        <PublishButton />
      </RecordContextProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    // The button keeps its busy state, and the loading toast stands however long the server takes.
    expect(screen.getByRole('button', { name: '正在发布新闻...' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(notificationDurations.info * 3))
    expect(toasts()).toEqual([{ text: '正在发布新闻...', kind: 'loading' }])
    const loading = screen.getByTestId('staff-toast')
    expect(loading).toHaveClass('MuiAlert-filledInfo')
    expect(loading.querySelector('.MuiCircularProgress-root')).not.toBeNull()
    expect(within(loading).getByRole('button', { name: '关闭' })).toBeInTheDocument()

    await act(async () => {
      answers[0].resolve(undefined)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(toasts()).toEqual([{ text: '新闻发布成功！', kind: 'success' }])
    expect(screen.getByTestId('staff-toast')).toHaveClass('MuiAlert-filledSuccess')
  })

  it('sends a status change at once, and 撤销 in its success toast sends the reverse change marked as an undo', async () => {
    const sent: { id: unknown; data: Record<string, unknown> }[] = []
    const { dataProvider, answers } = heldUpdates()
    const recording: DataProvider = {
      ...dataProvider,
      update: (resource, params) => {
        sent.push({ id: params.id, data: params.data })
        return dataProvider.update(resource, params)
      },
    }
    renderWith(
      recording,
      <RecordContextProvider value={{ id: 'lead1', status: 'pending' }}>
        <NextStatusButton />
      </RecordContextProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: '标记已联系' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    // The server has the change before any toast closes.
    expect(sent).toEqual([{ id: 'lead1', data: { status: 'contacted' } }])
    expect(toasts()).toEqual([{ text: '正在更新状态...', kind: 'loading' }])
    await act(async () => {
      answers[0].resolve(undefined)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(toasts().map((toast) => toast.kind)).toEqual(['success'])
    expect(toasts()[0].text).toContain('状态更新成功！')
    fireEvent.click(screen.getByRole('button', { name: '撤销' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(sent[1]).toEqual({ id: 'lead1', data: { status: 'pending', undo: true } })
  })

  it('replaces the loading toast with the error toast when the server refuses', async () => {
    const { dataProvider, answers } = heldUpdates()
    renderWith(
      dataProvider,
      <RecordContextProvider value={{ id: 'n1', published: false }}>
        <PublishButton />
      </RecordContextProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(toasts()).toEqual([{ text: '正在发布新闻...', kind: 'loading' }])
    await act(async () => {
      answers[0].reject(new Error('refused'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(toasts()).toEqual([{ text: '操作失败，请重试', kind: 'error' }])
    expect(screen.getByTestId('staff-toast')).toHaveClass('MuiAlert-filledError')
  })

  it('keeps up to 20 toasts at once, the newest, and lets success go after 3 s and errors after 4 s', async () => {
    let notify: ReturnType<typeof useNotify> = () => undefined
    function Notifier() {
      notify = useNotify()
      return null
    }
    renderWith(testDataProvider(), <Notifier />)
    await act(async () => {
      for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) notify(`第${i}条`, { type: i % 2 === 0 ? 'error' : 'success' })
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(TOAST_LIMIT).toBe(20)
    expect(toasts().map((toast) => toast.text)).toEqual(Array.from({ length: 20 }, (_, index) => `第${index + 6}条`))
    await act(() => vi.advanceTimersByTimeAsync(notificationDurations.success))
    expect(notificationDurations.success).toBe(3000)
    expect(toasts().every((toast) => toast.kind === 'error')).toBe(true)
    expect(toasts()).toHaveLength(10)
    await act(() => vi.advanceTimersByTimeAsync(notificationDurations.error - notificationDurations.success))
    expect(notificationDurations.error).toBe(4000)
    expect(toasts()).toEqual([])
  })
})
