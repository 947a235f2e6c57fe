// @vitest-environment jsdom
// useRealtimeRefresh in a react-admin context against the real PocketBase: a change made elsewhere refreshes the list.
import { render, screen, waitFor } from '@testing-library/react'
import { CoreAdminContext, useGetList } from 'ra-core'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pocketbaseDataProvider, useRealtimeRefresh, type RealtimeEvent } from '../../src/admin/ra-data-pocketbase'
import { client } from '../support/clients'

/** Node has no EventSource: a minimal SSE reader for the SDK (named events, lastEventId, onerror). */
class StreamEventSource {
  onerror: ((event: unknown) => void) | null = null
  private closed = false
  private reader: ReadableStreamDefaultReader<string> | null = null
  private readonly listeners = new Map<string, Set<(event: { data: string; lastEventId: string }) => void>>()

  constructor(readonly url: string) {
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
    void this.reader?.cancel()
  }

  private async read() {
    try {
      // No AbortController here: jsdom's would not be accepted by Node's fetch.
      const response = await fetch(this.url, { headers: { Accept: 'text/event-stream' } })
      if (!response.body) throw new Error('no stream')
      this.reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      if (this.closed) void this.reader.cancel()
      let buffer = ''
      for (;;) {
        const { value, done } = await this.reader.read()
        if (done) break
        buffer = (buffer + value).replace(/\r\n/g, '\n')
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          let type = 'message'
          let id = ''
          const data: string[] = []
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':')
            if (colon <= 0) continue
            const value = line.slice(colon + 1).replace(/^ /, '')
            if (line.startsWith('event:')) type = value
            else if (line.startsWith('id:')) id = value
            else if (line.startsWith('data:')) data.push(value)
          }
          for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ data: data.join('\n'), lastEventId: id })
        }
      }
    } catch {
      // cancelled or failed: reported below
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

const tag = `hook${Date.now().toString(36)}`

function Probe({ events }: { events: RealtimeEvent[] }) {
  useRealtimeRefresh('slides', (event) => events.push(event))
  const { total } = useGetList('slides', { filter: { 'title@~': tag }, pagination: { page: 1, perPage: 5 } })
  return createElement('output', { 'data-testid': 'total' }, total === undefined ? '…' : String(total))
}

describe('useRealtimeRefresh', () => {
  it('refetches the resource’s queries and reports the event when a record is created elsewhere; stops on unmount', async () => {
    const pb = client('staff')
    const dataProvider = pocketbaseDataProvider(pb, { collections: { slides: 'carousels' } })
    const events: RealtimeEvent[] = []
    const view = render(createElement(CoreAdminContext, { dataProvider }, createElement(Probe, { events })))
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('0'))
    await waitFor(() => expect(pb.realtime.isConnected).toBe(true))

    const slide = { title: `${tag}-a`, page_id: 'home', active: true, stats: [{ label: '服务企业', value: '1000+' }] }
    const created = await client('superuser').collection('carousels').create(slide)
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'), { timeout: 5000 })
    expect(events).toEqual([expect.objectContaining({ action: 'create', record: expect.objectContaining({ id: created.id }) })])

    view.unmount()
    await waitFor(() => expect(pb.realtime.isConnected).toBe(false))
  })
})
