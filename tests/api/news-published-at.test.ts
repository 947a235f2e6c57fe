// news.published_at belongs to the server: stamped whenever an article is published, kept on unpublishing.
import { describe, expect, it } from 'vitest'
import { client } from '../support/clients'

const article = (published: boolean, extra: Record<string, unknown> = {}) => ({
  title: '发布时间测试',
  summary: '摘要',
  content: '<p>正文</p>',
  category: 'news',
  published,
  ...extra,
})

const news = () => client('staff').collection('news')
const clientDate = '2001-02-03 04:05:06.000Z'

/** Asserts that a PocketBase date string lies between two instants. */
function expectWithin(value: string, from: number, to: number) {
  const at = Date.parse(value.replace(' ', 'T'))
  expect(at).toBeGreaterThanOrEqual(from - 1000)
  expect(at).toBeLessThanOrEqual(to + 1000)
}

describe('news published_at', () => {
  it('stamps the current time when an article is created published', async () => {
    const before = Date.now()
    const created = await news().create(article(true))
    expectWithin(created.published_at, before, Date.now())
  })

  it('leaves published_at empty for an unpublished draft', async () => {
    const created = await news().create(article(false))
    expect(created.published_at).toBe('')
  })

  it('ignores a published_at sent by the client on create', async () => {
    const draft = await news().create(article(false, { published_at: clientDate }))
    expect(draft.published_at).toBe('')
    const before = Date.now()
    const published = await news().create(article(true, { published_at: clientDate }))
    expectWithin(published.published_at, before, Date.now())
  })

  it('stamps the time of first publication when a draft is published', async () => {
    const draft = await news().create(article(false))
    const before = Date.now()
    const published = await news().update(draft.id, { published: true })
    expectWithin(published.published_at, before, Date.now())
  })

  it('keeps the date on unpublishing and stamps a new one when the article is published again', async () => {
    const created = await news().create(article(true))
    const unpublished = await news().update(created.id, { published: false })
    expect(unpublished.published_at).toBe(created.published_at)
    const before = Date.now()
    const republished = await news().update(created.id, { published: true })
    expect(republished.published_at).not.toBe(created.published_at)
    expectWithin(republished.published_at, before, Date.now())
    const edited = await news().update(created.id, { title: '再次编辑', published: true })
    expect(edited.published_at).toBe(republished.published_at)
  })

  it('ignores a published_at sent by the client on update', async () => {
    const created = await news().create(article(true))
    const updated = await news().update(created.id, { published_at: clientDate, title: '改过的标题' })
    expect(updated.title).toBe('改过的标题')
    expect(updated.published_at).toBe(created.published_at)
    const draft = await news().create(article(false))
    const stillDraft = await news().update(draft.id, { published_at: clientDate })
    expect(stillDraft.published_at).toBe('')
  })
})
