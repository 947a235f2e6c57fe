// ra-data-pocketbase realtime against the real PocketBase: record events, unsubscribing, reconnects.
import { describe, expect, it, vi } from 'vitest'
import { pocketbaseDataProvider, type RealtimeEvent } from '../../src/admin/ra-data-pocketbase'
import { client } from '../support/clients'
import { StreamEventSource, installStreamEventSource } from '../support/stream-event-source'

installStreamEventSource()

const tag = `rt${Date.now().toString(36)}`
const slide = (title: string) => ({ title, page_id: 'home', active: true, stats: [{ label: '服务企业', value: '1000+' }] })

/** Resolves with the first event that `match` accepts, or fails after `ms`. */
function nextEvent(events: RealtimeEvent[], match: (event: RealtimeEvent) => boolean, ms = 5000): Promise<RealtimeEvent> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const poll = () => {
      const found = events.find(match)
      if (found) return resolve(found)
      if (Date.now() - started > ms) return reject(new Error('no such realtime event'))
      setTimeout(poll, 25)
    }
    poll()
  })
}

/**
 * A second, still subscribed connection to `collection`: once it has seen a change, the connection
 * under test would have seen it too, so an event that did not arrive there is not coming.
 */
async function sentinel(collection: string) {
  const dp = pocketbaseDataProvider(client('staff'))
  const events: RealtimeEvent[] = []
  await dp.subscribe(collection, (event) => events.push(event))
  return {
    seen: (id: string) => nextEvent(events, (e) => e.record.id === id),
    stop: () => dp.unsubscribe(),
  }
}

describe('data provider realtime', () => {
  it('delivers create, update and delete events with file fields mapped, and stops on unsubscribe', async () => {
    const pb = client('staff')
    const dp = pocketbaseDataProvider(pb, { fileFields: { slides: { image: { thumb: '100x100' } } }, collections: { slides: 'carousels' } })
    const events: RealtimeEvent[] = []
    const stop = await dp.subscribe('slides', (event) => events.push(event))

    const writer = client('superuser').collection('carousels')
    const created = await writer.create(slide(`${tag}-a`))
    const onCreate = await nextEvent(events, (e) => e.action === 'create' && e.record.id === created.id)
    expect(onCreate.record).toMatchObject({ title: `${tag}-a`, image: null })

    await writer.update(created.id, { subtitle: '新副标题' })
    const onUpdate = await nextEvent(events, (e) => e.action === 'update' && e.record.id === created.id)
    expect(onUpdate.record.subtitle).toBe('新副标题')

    await writer.delete(created.id)
    await nextEvent(events, (e) => e.action === 'delete' && e.record.id === created.id)

    await stop()
    const count = events.length
    const witness = await sentinel('carousels')
    const later = await writer.create(slide(`${tag}-after-stop`))
    await witness.seen(later.id)
    await witness.stop()
    expect(events.length).toBe(count)
    // With no subscription left, the SDK closes the connection.
    expect(pb.realtime.isConnected).toBe(false)
  })

  it('unsubscribe(resource) ends that resource only; unsubscribe() ends all', async () => {
    const pb = client('staff')
    const dp = pocketbaseDataProvider(pb, { collections: { forms: 'form_submissions' } })
    const slides: RealtimeEvent[] = []
    const news: RealtimeEvent[] = []
    await dp.subscribe('carousels', (event) => slides.push(event))
    await dp.subscribe('carousels', (event) => slides.push(event))
    await dp.subscribe('news', (event) => news.push(event))

    const su = client('superuser')
    await dp.unsubscribe('carousels')
    await su.collection('carousels').create(slide(`${tag}-b`))
    const article = await su.collection('news').create({ title: `${tag} 新闻`, summary: '摘要', content: '<p>正文</p>', category: 'news' })
    await nextEvent(news, (e) => e.record.id === article.id)
    expect(slides).toEqual([])

    await dp.unsubscribe()
    expect(pb.realtime.isConnected).toBe(false)
    const witness = await sentinel('news')
    await su.collection('news').update(article.id, { summary: '新的摘要' })
    await witness.seen(article.id)
    await witness.stop()
    expect(news.filter((e) => e.action === 'update')).toEqual([])
  })

  it('calls onReconnect after the connection is lost and re-established, not on the first connect', async () => {
    const pb = client('staff')
    const dp = pocketbaseDataProvider(pb)
    const events: RealtimeEvent[] = []
    await dp.subscribe('carousels', (event) => events.push(event))
    let reconnects = 0
    await dp.onReconnect(() => reconnects++)
    // An event through the connection: it is up, and connecting did not count as a reconnect.
    const first = await client('superuser').collection('carousels').create(slide(`${tag}-first`))
    await nextEvent(events, (e) => e.record.id === first.id)
    expect(reconnects).toBe(0)

    StreamEventSource.instances.at(-1)?.drop()
    await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10_000 })

    // The SDK resubscribed by itself: events flow again.
    const created = await client('superuser').collection('carousels').create(slide(`${tag}-c`))
    await nextEvent(events, (e) => e.action === 'create' && e.record.id === created.id)
    await dp.unsubscribe()
  })
})
