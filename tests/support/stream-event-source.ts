// An EventSource for api tests: Node 20 has none (browsers do), and the SDK's realtime needs one.
import { afterAll, beforeAll } from 'vitest'
import { parseSseBlock } from './sse'

/**
 * Node 20 has no EventSource (browsers do): a small reader of PocketBase's SSE stream, enough for
 * the SDK (named events, lastEventId, onerror). `drop()` cuts the stream as a network loss would.
 */
export class StreamEventSource {
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
    const { type, id, data } = parseSseBlock(block)
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ data, lastEventId: id })
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

/** Installs StreamEventSource as the global EventSource for the current test file. */
export function installStreamEventSource() {
  const globals = globalThis as { EventSource?: unknown }
  const previousEventSource = globals.EventSource
  beforeAll(() => {
    globals.EventSource = StreamEventSource
  })
  afterAll(() => {
    globals.EventSource = previousEventSource
  })
}
