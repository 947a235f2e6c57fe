// ra-data-pocketbase realtime against the real PocketBase: record events, unsubscribing, reconnects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pocketbaseDataProvider, type RealtimeEvent } from '../../src/admin/ra-data-pocketbase'
import { client } from '../support/clients'

/**
 * Node 20 has no EventSource (browsers do): a small reader of PocketBase's SSE stream, enough for
 * the SDK (named events, lastEventId, onerror). `drop()` cuts the stream as a network loss would.
 */
class StreamEventSource {
  static instances: StreamEventSource[] = []
  onerror: ((event: unknown) => void) | null = null
  private closed = false
  private readonly controller = new AbortController()
  private readonly listeners = new Map<string, Set<(event: { data: string; lastEventId: string }) => void>>()

  constructor(readonly url: string) {
    StreamEventSource.instances.push(this)
    void this.read()
  }

  addEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set())
    this.listeners.get(type)?.add(listener)
  }

  removeEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners.get(type)?.delete(listener)
  }

  close() {
    this.closed = true
    this.controller.abort()
  }

  drop() {
    this.controller.abort()
  }

  private dispatch(block: string) {
    let type = 'message'
    let id = ''
    const data: string[] = []
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':')
      if (colon <= 0) continue
      const field = line.slice(0, colon)
      const value = line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') type = value
      else if (field === 'id') id = value
      else if (field === 'data') data.push(value)
    }
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ data: data.join('\n'), lastEventId: id })
  }

  private async read() {
    try {
      const response = await fetch(this.url, { headers: { Accept: 'text/event-stream' }, signal: this.controller.signal })
      if (!response.body) throw new Error('no stream')
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer = (buffer + value).replace(/\r\n/g, '\n')
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.dispatch(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
      }
    } catch {
      // Aborted or failed: reported below like a browser's EventSource would.
    }
    if (!this.closed) this.onerror?.(new Error('stream ended'))
  }
}

const globals = globalThis as { EventSource?: unknown }
const previousEventSource = globals.EventSource
beforeAll(() => {
  globals.EventSource = StreamEventSource
})
afterAll(() => {
  globals.EventSource = previousEventSource
})

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
    await writer.create(slide(`${tag}-after-stop`))
    await sleep(500)
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
    await su.collection('news').update(article.id, { summary: '新的摘要' })
    await sleep(500)
    expect(news.filter((e) => e.action === 'update')).toEqual([])
  })

  it('calls onReconnect after the connection is lost and re-established, not on the first connect', async () => {
    const pb = client('staff')
    const dp = pocketbaseDataProvider(pb)
    const events: RealtimeEvent[] = []
    await dp.subscribe('carousels', (event) => events.push(event))
    let reconnects = 0
    await dp.onReconnect(() => reconnects++)
    await sleep(200)
    expect(reconnects).toBe(0)

    StreamEventSource.instances.at(-1)?.drop()
    const started = Date.now()
    while (reconnects === 0 && Date.now() - started < 10_000) await sleep(50)
    expect(reconnects).toBe(1)

    // The SDK resubscribed by itself: events flow again.
    const created = await client('superuser').collection('carousels').create(slide(`${tag}-c`))
    await nextEvent(events, (e) => e.action === 'create' && e.record.id === created.id)
    await dp.unsubscribe()
  })
})
