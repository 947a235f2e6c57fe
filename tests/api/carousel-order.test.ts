// Moving a slide up or down: one transaction swaps order_index with the neighbour on the same page.
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { staffSession, startTestServer, superuserSession, type TestServer } from '../support/test-server'

// Its own server: the pages are a closed list (首页, 产品服务, ...), so slides of other test files
// on a shared server would be neighbours of ours.
let server: TestServer
let su: PocketBase
let staff: PocketBase

type Page = 'home' | 'products' | 'guanghe' | 'about'

async function move(id: string, direction: unknown, token?: string) {
  const res = await fetch(`${server.url}/api/carousels/${id}/move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ direction }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** Deletes every slide, then creates `titles` on `page` with the given order_index values. */
async function page(pageId: Page, slides: Array<[string, number]>) {
  const old = await su.collection('carousels').getFullList({ filter: su.filter('page_id = {:p}', { p: pageId }) })
  for (const slide of old) await su.collection('carousels').delete(slide.id)
  const ids: Record<string, string> = {}
  for (const [title, order_index] of slides) {
    const created = await su.collection('carousels').create({ title, page_id: pageId, order_index, active: true, stats: [{ label: '服务企业', value: '1000+' }] })
    ids[title] = created.id
  }
  return ids
}

/** The page's titles in display order with their indexes: "A:1 B:2". */
async function order(pageId: Page) {
  const slides = await su.collection('carousels').getFullList({ filter: su.filter('page_id = {:p}', { p: pageId }), sort: 'order_index,created,id' })
  return slides.map((s) => `${s.title}:${s.order_index}`).join(' ')
}

const refusal = (status: number, message: string) => ({ status, body: { status, message, data: {} } })

beforeAll(async () => {
  server = await startTestServer()
  su = await superuserSession(server)
  staff = await staffSession(server)
})

afterAll(async () => server?.stop())

describe('POST /api/carousels/{id}/move', () => {
  it('swaps order_index with the neighbour above or below and answers both records', async () => {
    const ids = await page('home', [['A', 1], ['B', 2], ['C', 3]])
    const up = await move(ids.C, 'up', staff.authStore.token)
    expect(up).toEqual({
      status: 200,
      body: {
        items: [
          { id: ids.C, page_id: 'home', order_index: 2 },
          { id: ids.B, page_id: 'home', order_index: 3 },
        ],
        renumbered: false,
      },
    })
    expect(await order('home')).toBe('A:1 C:2 B:3')
    expect((await move(ids.A, 'down', staff.authStore.token)).status).toBe(200)
    expect(await order('home')).toBe('C:1 A:2 B:3')
    // Each move is in the activity log (the dashboard's 最近动态) with who made it.
    const log = await su.collection('activity_log').getFullList({ filter: su.filter("action = 'updated' && (record_id = {:c} || record_id = {:a})", { c: ids.C, a: ids.A }), sort: 'created' })
    expect(log.map((row) => [row.record_id, row.action, row.summary, row.actor_name])).toEqual([
      [ids.C, 'updated', '上移了轮播图', server.staff.username],
      [ids.A, 'updated', '下移了轮播图', server.staff.username],
    ])
  })

  it('moves only to the nearest index, leaving gaps and the other slides alone', async () => {
    const ids = await page('about', [['A', 10], ['B', 20], ['C', 35], ['D', 90]])
    expect((await move(ids.B, 'down', staff.authStore.token)).body.items).toEqual([
      { id: ids.B, page_id: 'about', order_index: 35 },
      { id: ids.C, page_id: 'about', order_index: 20 },
    ])
    expect(await order('about')).toBe('A:10 C:20 B:35 D:90')
  })

  it('keeps to the slide\'s own page: slides of other pages are never neighbours', async () => {
    const home = await page('home', [['H1', 1], ['H2', 5]])
    const products = await page('products', [['P1', 2], ['P2', 3], ['P3', 4]])
    expect((await move(home.H2, 'up', staff.authStore.token)).body.items).toEqual([
      { id: home.H2, page_id: 'home', order_index: 1 },
      { id: home.H1, page_id: 'home', order_index: 5 },
    ])
    expect(await order('home')).toBe('H2:1 H1:5')
    expect(await order('products')).toBe('P1:2 P2:3 P3:4')
    expect(await move(products.P1, 'up', staff.authStore.token)).toEqual(refusal(400, messages.carousels.firstCannotMoveUp))
  })

  it('refuses to move the first slide up and the last one down, in Chinese, changing nothing', async () => {
    const ids = await page('guanghe', [['A', 1], ['B', 2]])
    expect(await move(ids.A, 'up', staff.authStore.token)).toEqual(refusal(400, messages.carousels.firstCannotMoveUp))
    expect(await move(ids.B, 'down', staff.authStore.token)).toEqual(refusal(400, messages.carousels.lastCannotMoveDown))
    expect(messages.carousels.firstCannotMoveUp).toBe('已经是第一个，不能上移')
    expect(messages.carousels.lastCannotMoveDown).toBe('已经是最后一个，不能下移')
    const only = await page('products', [['Solo', 1]])
    expect(await move(only.Solo, 'down', staff.authStore.token)).toEqual(refusal(400, messages.carousels.lastCannotMoveDown))
    expect(await order('guanghe')).toBe('A:1 B:2')
  })

  it('answers 404 in Chinese for an unknown slide and 400 for a missing or unknown direction', async () => {
    expect(await move('doesnotexist123', 'up', staff.authStore.token)).toEqual(refusal(404, '轮播图不存在'))
    const ids = await page('home', [['A', 1], ['B', 2]])
    for (const direction of [undefined, 'left', 1, 'UP']) {
      expect(await move(ids.B, direction, staff.authStore.token)).toEqual({
        status: 400,
        body: {
          status: 400,
          message: messages.invalidForm,
          data: { direction: { code: 'validation_invalid_direction', message: messages.carousels.directionInvalid } },
        },
      })
    }
    expect(await order('home')).toBe('A:1 B:2')
  })

  it('renumbers a page whose slides share an index 1..n first, so indexes end unique', async () => {
    const ids = await page('home', [['A', 0], ['B', 0], ['C', 4], ['D', 4], ['E', 9]])
    // Ties are broken by creation order: A B C D E.
    const res = await move(ids.D, 'up', staff.authStore.token)
    expect(res).toEqual({
      status: 200,
      body: {
        items: [
          { id: ids.D, page_id: 'home', order_index: 3 },
          { id: ids.C, page_id: 'home', order_index: 4 },
        ],
        renumbered: true,
      },
    })
    expect(await order('home')).toBe('A:1 B:2 D:3 C:4 E:5')
  })

  it('breaks a tie by creation time, then by id, when it picks the neighbour', async () => {
    const ids = await page('products', [['A', 7], ['B', 7]])
    expect((await move(ids.A, 'down', staff.authStore.token)).body).toMatchObject({ renumbered: true })
    expect(await order('products')).toBe('B:1 A:2')
  })

  it('is atomic: when the second write fails, the first one is rolled back', async () => {
    const ids = await page('about', [['A', 1], ['B', 1], ['a slide whose title is now too long', 3], ['D', 4]])
    // The title limit is lowered after the fact: saving the long-titled slide now fails validation.
    const collection = await su.collections.getOne('carousels')
    const fields = collection.fields.map((f: { name: string; max?: number }) => (f.name === 'title' ? { ...f, max: 5 } : f))
    await su.collections.update('carousels', { fields })
    try {
      // Renumbering saves B (1 → 2), the swap saves D (4 → 3), then saving the long-titled slide fails.
      const renumber = await move(ids.D, 'up', staff.authStore.token)
      expect(renumber.status).toBe(400)
      expect(renumber.body.message).toBe('更新轮播图顺序失败')
      expect(await order('about')).toBe('A:1 B:1 a slide whose title is now too long:3 D:4')
      // Renumbering saves B (1 → 2), the swap saves B again (2 → 3), then the long-titled slide fails.
      const swap = await move(ids.B, 'down', staff.authStore.token)
      expect(swap).toEqual(refusal(400, messages.carousels.moveFailed))
      expect(await order('about')).toBe('A:1 B:1 a slide whose title is now too long:3 D:4')
    } finally {
      await su.collections.update('carousels', { fields: collection.fields })
    }
    expect((await move(ids.D, 'up', staff.authStore.token)).status).toBe(200)
    expect(await order('about')).toBe('A:1 B:2 D:3 a slide whose title is now too long:4')
  })

  it('keeps indexes unique under many concurrent moves', async () => {
    const ids = await page('products', [['A', 1], ['B', 2], ['C', 3], ['D', 4], ['E', 5]])
    const all = Object.values(ids)
    const moves = Array.from({ length: 40 }, (_, i) => move(all[i % all.length], i % 3 === 0 ? 'down' : 'up', staff.authStore.token))
    const answers = await Promise.all(moves)
    for (const answer of answers) expect([200, 400]).toContain(answer.status)
    const slides = await su.collection('carousels').getFullList({ filter: 'page_id = "products"' })
    expect(slides.map((s) => s.order_index as number).sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('is refused to guests (401) and allowed to staff and superusers', async () => {
    const ids = await page('guanghe', [['A', 1], ['B', 2]])
    expect((await move(ids.B, 'up')).status).toBe(401)
    expect(await order('guanghe')).toBe('A:1 B:2')
    expect((await move(ids.B, 'up', su.authStore.token)).status).toBe(200)
    expect(await order('guanghe')).toBe('B:1 A:2')
  })
})
