// The market activities rails: cards per window width, paging, states, and the article address.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getNews, listNews } from '../../src/site/data/records'
import type { NewsItem, NewsSummary } from '../../src/site/data/types'
import { marketActivityRails } from '../../src/site/content/market-activities'
import { MarketNews } from '../../src/site/sections/news/market-news'

vi.mock('../../src/site/data/records', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/site/data/records')>()),
  listNews: vi.fn(),
  getNews: vi.fn(),
}))

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

function item(id: string, category: NewsItem['category'], overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    collectionId: 'news',
    title: `标题${id}`,
    summary: `摘要${id}`,
    content: `<p>正文${id}</p>`,
    image: '',
    category,
    published: true,
    featured: false,
    author: '编辑部',
    tags: ['甲', '乙', '丙'],
    published_at: '2026-11-20 02:00:00.000Z',
    created: '2026-11-20 02:00:00.000Z',
    updated: '2026-11-20 02:00:00.000Z',
    ...overrides,
  }
}

const many = (category: NewsItem['category'], count: number) => Array.from({ length: count }, (_, i) => item(`${category}${i + 1}`, category))

let lists: Partial<Record<NewsItem['category'], NewsSummary[] | Error>>

beforeEach(() => {
  lists = { huawei: many('huawei', 3), isv: many('isv', 5), news: many('news', 9) }
  vi.mocked(listNews).mockImplementation(async (category) => {
    const answer = lists[category] ?? []
    if (answer instanceof Error) throw answer
    return answer
  })
  vi.mocked(getNews).mockRejectedValue(new Error('404'))
})

afterEach(() => {
  vi.clearAllMocks()
  setWidth(1024)
})

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
}

async function renderRails(path = '/market-activities') {
  window.history.replaceState(null, '', path)
  render(<MarketNews rails={marketActivityRails} />)
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
}

const section = (name: string) => screen.getByRole('region', { name })
const cardTitles = (name: string) => within(section(name)).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('market activities rails', () => {
  it.each([
    [639, 1],
    [640, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
  ])('shows a %i px window %i news card(s) at once', async (width, perView) => {
    setWidth(width)
    await renderRails()
    expect(cardTitles('新闻资讯')).toHaveLength(perView)
    expect(cardTitles('走近华为')).toHaveLength(1)
  })

  it('follows the window when it is resized', async () => {
    setWidth(1200)
    await renderRails()
    expect(cardTitles('新闻资讯')).toHaveLength(4)
    act(() => {
      setWidth(700)
      window.dispatchEvent(new Event('resize'))
    })
    expect(cardTitles('新闻资讯')).toHaveLength(2)
  })

  it('wraps at both ends and jumps with the dots', async () => {
    const user = userEvent.setup()
    setWidth(1200)
    await renderRails()
    const news = within(section('新闻资讯'))
    expect(news.getAllByRole('button', { name: /^第 \d 页$/ })).toHaveLength(3)
    await user.click(news.getByRole('button', { name: '上一页' }))
    expect(cardTitles('新闻资讯')).toEqual(['标题news9'])
    await user.click(news.getByRole('button', { name: '下一页' }))
    expect(cardTitles('新闻资讯')).toEqual(['标题news1', '标题news2', '标题news3', '标题news4'])
    await user.click(news.getByRole('button', { name: '第 2 页' }))
    expect(cardTitles('新闻资讯')).toEqual(['标题news5', '标题news6', '标题news7', '标题news8'])
    expect(news.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'true')
  })

  it('shows the Huawei banner one slide at a time with 了解详情', async () => {
    const user = userEvent.setup()
    await renderRails()
    const huawei = within(section('走近华为'))
    expect(huawei.getByRole('link', { name: /了解详情/ })).toHaveAttribute('href', '/news/huawei1')
    await user.click(huawei.getByRole('button', { name: '下一页' }))
    expect(cardTitles('走近华为')).toEqual(['标题huawei2'])
  })

  it('shows up to 2 tags, the author and 阅读全文 on news cards, 查看详情 on ISV cards', async () => {
    await renderRails()
    const first = within(section('新闻资讯')).getAllByRole('article')[0]!
    expect(within(first).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['甲', '乙'])
    expect(within(first).getByText('编辑部')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: /阅读全文/ })).toBeInTheDocument()
    expect(within(section('走近ISV')).getAllByRole('link', { name: /查看详情/ })).toHaveLength(4)
  })

  it('shows an empty state and an error state per section', async () => {
    lists = { huawei: [], isv: new Error('offline'), news: many('news', 1) }
    await renderRails()
    expect(within(section('走近华为')).getByText('暂无走近华为相关内容')).toBeInTheDocument()
    expect(within(section('走近ISV')).getByRole('alert')).toHaveTextContent('获取新闻数据失败')
    expect(cardTitles('新闻资讯')).toEqual(['标题news1'])
  })

  it('opens an item in the modal at ?news=<id> and closes it again', async () => {
    const user = userEvent.setup()
    await renderRails()
    await user.click(within(section('走近ISV')).getAllByRole('link', { name: /查看详情/ })[1]!)
    expect(window.location.search).toBe('?news=isv2')
    const dialog = document.querySelector('dialog')!
    expect(dialog).toHaveAttribute('open')
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('标题isv2')
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(dialog).not.toHaveAttribute('open')
  })

  it('opens a card listed without its body at once, fetches the body from the press on, and shows it again without fetching', async () => {
    // As the served page's data lists them (page-data.json newsItems.omitted).
    lists.isv = many('isv', 5).map(({ content: _, ...summary }) => summary)
    let answer: (item: NewsItem) => void = () => {}
    vi.mocked(getNews).mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    await renderRails()
    const link = within(section('走近ISV')).getAllByRole('link', { name: /查看详情/ })[1]!
    // Pressed: the fetch starts before the click (getNews keeps one fetch per article: records.ts).
    await user.pointer({ keys: '[MouseLeft>]', target: link })
    expect(getNews).toHaveBeenCalledWith('isv2')
    await user.pointer({ keys: '[/MouseLeft]', target: link })
    const dialog = document.querySelector('dialog')!
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('标题isv2')
    expect(within(dialog).getByRole('status')).toHaveTextContent('加载中...')
    const asked = vi.mocked(getNews).mock.calls.length
    await act(async () => answer(item('isv2', 'isv', { content: '<p>取回的正文</p>' })))
    expect(within(dialog).getByTestId('news-body')).toHaveTextContent('取回的正文')
    expect(within(dialog).queryByRole('status')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'))
    // A click alone (a keyboard's Enter): the body is there at once, nothing is asked for again.
    fireEvent.click(within(section('走近ISV')).getAllByRole('link', { name: /查看详情/ })[1]!)
    expect(within(dialog).getByTestId('news-body')).toHaveTextContent('取回的正文')
    expect(vi.mocked(getNews).mock.calls).toEqual(Array.from({ length: asked }, () => ['isv2']))
  })

  it('opens the article named in the address, fetching it when the lists lack it', async () => {
    vi.mocked(getNews).mockResolvedValue(item('old1', 'announcement', { title: '旧公告' }))
    await renderRails('/market-activities?news=old1')
    const dialog = document.querySelector('dialog')!
    await waitFor(() => expect(dialog).toHaveAttribute('open'))
    expect(getNews).toHaveBeenCalledWith('old1')
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('旧公告')
    expect(within(dialog).getByText('重要通知')).toBeInTheDocument()
  })

  it('opens a listed article from the address without fetching it again', async () => {
    await renderRails('/market-activities?news=news3')
    // The modal opens in an effect after the lists arrive: wait for it rather than race it.
    const dialog = document.querySelector('dialog')!
    await waitFor(() => expect(dialog).toHaveAttribute('open'))
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('标题news3')
    expect(getNews).not.toHaveBeenCalled()
  })

  it('drops an address naming an unpublished or deleted article and says 文章不存在或已下线', async () => {
    vi.mocked(getNews).mockRejectedValue(Object.assign(new Error('not found'), { status: 404 }))
    await renderRails('/market-activities?news=gone')
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(document.querySelector('dialog')).not.toHaveAttribute('open')
    expect(await screen.findByText('文章不存在或已下线')).toHaveAttribute('role', 'status')
    expect(window.location.pathname).toBe('/market-activities')
  })

  it('says 获取新闻详情失败 when the addressed article cannot be loaded for another reason', async () => {
    vi.mocked(getNews).mockRejectedValue(Object.assign(new Error('network'), { status: 0 }))
    await renderRails('/market-activities?news=some1')
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(await screen.findByText('获取新闻详情失败')).toHaveAttribute('role', 'status')
    expect(getNews).toHaveBeenCalledTimes(1)
  })
})
