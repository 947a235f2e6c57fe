// The news detail modal: what it shows of an article, closing, the read-complete toast and sharing.
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { NewsItem } from '../../src/site/data/types'
import { siteName } from '../../src/lib/site-meta'
import { NewsModal, readComplete } from '../../src/site/sections/news/news-modal'

// jsdom has no modal dialogs: open and close them as a browser would, minus the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true, writable: true })
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true, writable: true })
})

function article(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'n1',
    collectionId: 'news',
    title: '华为云生态大会圆满落幕',
    summary: '来自全国的伙伴齐聚一堂。',
    content: '<p>正文第一段</p><script>window.hacked = true</script>',
    image: '',
    category: 'huawei',
    published: true,
    featured: false,
    author: '市场部',
    tags: ['生态', '大会', '云'],
    published_at: '2026-11-22 02:00:00.000Z',
    created: '2026-10-01 02:00:00.000Z',
    updated: '2026-10-01 02:00:00.000Z',
    ...overrides,
  }
}

function renderModal(item: NewsItem | null = article(), onClose = vi.fn()) {
  const view = render(<NewsModal item={item} onClose={onClose} />)
  return { ...view, onClose, dialog: document.querySelector('dialog') as HTMLDialogElement }
}

/** Gives the dialog a scrollable size and scrolls it to `scrollTop`. */
function scrollDialog(dialog: HTMLDialogElement, scrollTop: number) {
  Object.defineProperty(dialog, 'scrollHeight', { value: 2000, configurable: true })
  Object.defineProperty(dialog, 'clientHeight', { value: 800, configurable: true })
  dialog.scrollTop = scrollTop
  fireEvent.scroll(dialog)
}

describe('news modal', () => {
  it('shows the article with its badge, meta, tags, sanitised body and the site footer', () => {
    renderModal()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('华为云生态大会圆满落幕')
    expect(screen.getByText('走近华为')).toBeInTheDocument()
    expect(screen.getByText('来自全国的伙伴齐聚一堂。')).toBeInTheDocument()
    expect(screen.getByText(/市场部/)).toBeInTheDocument()
    expect(screen.getByRole('list', { name: '标签' })).toHaveTextContent('生态大会云')
    expect(screen.getByTestId('news-body').innerHTML).toBe('<p>正文第一段</p>')
    expect(screen.getByText(`本文由${siteName}发布`)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: '分享这篇文章' })).toHaveLength(2)
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('dates the article by published_at', () => {
    renderModal()
    expect(screen.getByText('2026年11月22日')).toBeInTheDocument()
  })

  it('dates the article by created when published_at is empty', () => {
    renderModal(article({ published_at: '' }))
    expect(screen.getByText('2026年10月1日')).toBeInTheDocument()
  })

  it('shows an unknown category as 新闻资讯', () => {
    renderModal(article({ category: 'press' as NewsItem['category'] }))
    expect(screen.getByText('新闻资讯')).toBeInTheDocument()
  })

  it('labels announcements 重要通知', () => {
    renderModal(article({ category: 'announcement' }))
    expect(screen.getByText('重要通知')).toBeInTheDocument()
  })

  it('shows 置顶推荐 only for a featured article', () => {
    const { rerender } = renderModal()
    expect(screen.queryByText('置顶推荐')).not.toBeInTheDocument()
    rerender(<NewsModal item={article({ featured: true })} onClose={vi.fn()} />)
    expect(screen.getByText('置顶推荐')).toBeInTheDocument()
  })

  it('closes by the close button and by a click on the backdrop, not on the article', async () => {
    const user = userEvent.setup()
    const { onClose, dialog } = renderModal()
    await user.click(screen.getByRole('heading', { level: 2 }))
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(dialog)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('unlocks the page and returns focus when it closes', () => {
    const opener = document.createElement('button')
    document.body.appendChild(opener)
    opener.focus()
    const { rerender } = render(<NewsModal item={null} onClose={vi.fn()} />)
    rerender(<NewsModal item={article()} onClose={vi.fn()} />)
    expect(document.querySelector('dialog')).toHaveAttribute('open')
    rerender(<NewsModal item={null} onClose={vi.fn()} />)
    expect(document.querySelector('dialog')).not.toHaveAttribute('open')
    expect(document.body.style.overflow).toBe('')
    expect(opener).toHaveFocus()
    opener.remove()
  })

  it('shows 已阅读完毕 once within 10 px of the bottom and hides it after 3 seconds', () => {
    vi.useFakeTimers()
    const { dialog } = renderModal()
    scrollDialog(dialog, 2000 - 800 - readComplete.bottomPx - 1)
    expect(screen.queryByText('已阅读完毕')).not.toBeInTheDocument()
    scrollDialog(dialog, 2000 - 800 - readComplete.bottomPx)
    expect(screen.getByRole('status')).toHaveTextContent('已阅读完毕')
    act(() => vi.advanceTimersByTime(readComplete.toastMs - 1))
    expect(screen.getByText('已阅读完毕')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('已阅读完毕')).not.toBeInTheDocument()
    scrollDialog(dialog, 2000 - 800)
    expect(screen.queryByText('已阅读完毕')).not.toBeInTheDocument()
  })

  it('shares through navigator.share with the title, summary and the article address', async () => {
    const user = userEvent.setup()
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true })
    renderModal()
    await user.click(screen.getAllByRole('button', { name: '分享这篇文章' })[0]!)
    expect(share).toHaveBeenCalledWith({ title: '华为云生态大会圆满落幕', text: '来自全国的伙伴齐聚一堂。', url: expect.stringMatching(/\/news\/n1$/) })
  })

  it('copies the address and says 链接已复制 without navigator.share', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    // After setup, which installs a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true })
    renderModal()
    await user.click(screen.getAllByRole('button', { name: '分享这篇文章' })[1]!)
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/news\/n1$/))
    expect(await screen.findByRole('status')).toHaveTextContent('链接已复制')
  })

  it('shows the link to copy by hand when copying fails', async () => {
    const user = userEvent.setup()
    // userEvent installs a clipboard of its own: take it away again.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true, writable: true })
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true })
    renderModal()
    await user.click(screen.getAllByRole('button', { name: '分享这篇文章' })[0]!)
    expect(await screen.findByRole('alert')).toHaveTextContent('手动复制')
    expect((screen.getByRole('textbox', { name: '分享这篇文章' }) as HTMLInputElement).value).toMatch(/\/news\/n1$/)
  })
})
