// A raw PocketBase realtime connection for api tests: Node 20 has no EventSource, and the tests
// need to send topics exactly as written (escaped options included), which the SDK would re-encode.
import { parseSseBlock } from './sse'

export interface RealtimeEventRecord {
  /** The subscription topic the event was sent for. */
  topic: string
  data: { action?: string; record?: Record<string, unknown> }
}

export interface RealtimeStream {
  clientId: string
  events: RealtimeEventRecord[]
  /** Sets this connection's subscriptions; answers the response (204, or the refusal). */
  subscribe: (topics: string[], token?: string) => Promise<Response>
  /** Resolves with the first event `match` accepts, or null after `ms` without one. */
  waitFor: (match: (event: RealtimeEventRecord) => boolean, ms?: number) => Promise<RealtimeEventRecord | null>
  close: () => void
}

/** Opens `/api/realtime` on `baseUrl` and waits for PocketBase's PB_CONNECT event (the client id). */
export async function openRealtime(baseUrl: string): Promise<RealtimeStream> {
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/api/realtime`, { headers: { Accept: 'text/event-stream' }, signal: abort.signal })
  if (!response.body) throw new Error('no realtime stream')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const events: RealtimeEventRecord[] = []
  let buffer = ''
  let resolveConnect: (id: string) => void = () => {}
  const connected = new Promise<string>((resolve) => (resolveConnect = resolve))

  const dispatch = (block: string) => {
    const { type, data } = parseSseBlock(block)
    const payload = data !== '' ? (JSON.parse(data) as Record<string, unknown>) : {}
    if (type === 'PB_CONNECT') resolveConnect(String(payload.clientId))
    else events.push({ topic: type, data: payload as RealtimeEventRecord['data'] })
  }

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer = (buffer + value).replace(/\r\n/g, '\n')
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
      }
    } catch {
      // aborted by close()
    }
  })()

  const clientId = await connected
  return {
    clientId,
    events,
    subscribe: (topics, token) =>
      fetch(`${baseUrl}/api/realtime`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify({ clientId, subscriptions: topics }),
      }),
    waitFor: (match, ms = 1500) =>
      new Promise((resolve) => {
        const started = Date.now()
        const poll = () => {
          const found = events.find(match)
          if (found) return resolve(found)
          if (Date.now() - started > ms) return resolve(null)
          setTimeout(poll, 25)
        }
        poll()
      }),
    close: () => abort.abort(),
  }
}
