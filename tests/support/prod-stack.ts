// An HTTP/2 client for the production stack (scripts/lib/prod-stack.mjs) that connects from a chosen
// loopback address, so nginx sees a visitor other than itself.
import { readFileSync } from 'node:fs'
import { connect, constants, type ClientHttp2Session } from 'node:http2'
import { connect as netConnect } from 'node:net'
import { connect as tlsConnect } from 'node:tls'

export { startProdStack } from '../../scripts/lib/prod-stack.mjs'

export interface H2Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** One HTTP/2 connection to `url` from the loopback address `from`, trusting `certificate`. */
export function h2Client(url: string, certificate: string, from: string) {
  const ca = readFileSync(certificate)
  const { hostname, port } = new URL(url)
  const session: ClientHttp2Session = connect(url, {
    createConnection: () => tlsConnect({ socket: netConnect({ host: hostname, port: Number(port), localAddress: from }), host: hostname, ca, ALPNProtocols: ['h2'] }),
  })
  session.on('error', () => {})
  /** One request; `open` sends its headers only and leaves the body to come (it never does). */
  const request = (path: string, { method = 'GET', headers = {}, body, open = false }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; open?: boolean } = {}) =>
    new Promise<H2Answer>((resolve, reject) => {
      // Node ends a GET's stream with its headers unless told otherwise.
      const stream = session.request({ [constants.HTTP2_HEADER_METHOD]: method, [constants.HTTP2_HEADER_PATH]: path, ...headers }, { endStream: !open && body === undefined })
      let status = 0
      const answer: Record<string, string> = {}
      const chunks: Buffer[] = []
      stream.on('response', (h) => {
        status = Number(h[':status'])
        for (const [name, value] of Object.entries(h)) if (!name.startsWith(':')) answer[name] = Array.isArray(value) ? value.join(', ') : String(value)
      })
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => resolve({ status, headers: answer, body: Buffer.concat(chunks).toString('utf8') }))
      stream.on('error', reject)
      if (!open) stream.end(body)
    })
  return {
    request,
    get: (path: string, headers: Record<string, string> = {}) => request(path, { headers }),
    postJson: (path: string, value: unknown, headers: Record<string, string> = {}) =>
      request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) }),
    patchJson: (path: string, value: unknown, headers: Record<string, string> = {}) =>
      request(path, { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) }),
    /** The protocol TLS agreed on (ALPN), once connected. */
    protocol: () =>
      new Promise<string>((resolve) => {
        if (session.alpnProtocol) return resolve(session.alpnProtocol)
        session.once('connect', () => resolve(String(session.alpnProtocol)))
      }),
    // A session nginx already closed (a reload ends its old workers' connections) calls no callback.
    close: () =>
      new Promise<void>((resolve) => {
        if (session.closed || session.destroyed) return resolve()
        session.once('close', () => resolve())
        session.close()
      }),
  }
}
