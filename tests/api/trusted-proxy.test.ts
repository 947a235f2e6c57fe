// PB_TRUSTED_PROXY_HEADERS: only one header, which the proxy overwrites, is believed; a setting that
// lets visitors choose their own address (several headers, or X-Forwarded-For read from the left)
// stops start-up with a message naming the variable and the safe setting, and cannot be saved in the dashboard.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { validLead } from '../support/lead-cases'
import { startTestServer, type TestServer } from '../support/test-server'

const unsafeMessage = (value: string) => messages.environment.proxyHeadersUnsafe.split('{value}').join(value)

describe('an unsafe PB_TRUSTED_PROXY_HEADERS', () => {
  it('stops start-up when more than one header is listed, naming the variable and the safe setting', async () => {
    // Stopped at once should it start after all, so a failing run leaves no server behind.
    const start = startTestServer({ env: { PB_TRUSTED_PROXY_HEADERS: 'X-Real-IP,X-Forwarded-For' } }).then(async (server) => {
      await server.stop()
      return server
    })
    await expect(start).rejects.toThrow(unsafeMessage('X-Real-IP,X-Forwarded-For'))
    expect(unsafeMessage('')).toContain('proxy_set_header X-Real-IP $remote_addr;')
    expect(unsafeMessage('')).toContain('PB_TRUSTED_PROXY_HEADERS=X-Real-IP')
  })
})

describe('PB_TRUSTED_PROXY_HEADERS=X-Real-IP', () => {
  let server: TestServer
  let su: PocketBase

  beforeAll(async () => {
    server = await startTestServer({ env: { PB_TRUSTED_PROXY_HEADERS: 'X-Real-IP' } })
    su = new PocketBase(server.url)
    await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  })

  afterAll(async () => server?.stop())

  async function leadIp(headers: Record<string, string>): Promise<string> {
    const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(validLead),
    })
    expect(res.status).toBe(200)
    const { id } = (await res.json()) as { id: string }
    return (await su.collection('form_submissions').getOne(id)).ip_address as string
  }

  it('records the address the proxy sets in X-Real-IP, never a forged X-Forwarded-For', async () => {
    expect(await leadIp({ 'X-Real-IP': '203.0.113.7', 'X-Forwarded-For': '198.51.100.9' })).toBe('203.0.113.7')
    expect(await leadIp({ 'X-Forwarded-For': '198.51.100.9' })).toBe('127.0.0.1')
  })

  it('refuses to save an unsafe setting in the dashboard, with the safe one in the message', async () => {
    for (const trustedProxy of [
      { headers: ['X-Real-IP', 'X-Forwarded-For'], useLeftmostIP: false },
      { headers: ['X-Forwarded-For'], useLeftmostIP: true },
    ]) {
      const error = await su.settings.update({ trustedProxy }).then(
        () => null,
        (e: ClientResponseError) => e,
      )
      expect({ status: error?.status, message: error?.response.message }).toEqual({ status: 400, message: messages.environment.proxyHeadersUnsafeSetting })
    }
    const settings = (await su.settings.getAll()) as unknown as { trustedProxy: { headers: string[] } }
    expect(settings.trustedProxy.headers).toEqual(['X-Real-IP'])
  })

  it('reads the header from the right at every start, even when the dashboard turned leftmost on', async () => {
    await su.settings.update({ trustedProxy: { headers: ['X-Real-IP'], useLeftmostIP: true } })
    await server.restart()
    await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
    const settings = (await su.settings.getAll()) as unknown as { trustedProxy: { headers: string[]; useLeftmostIP: boolean } }
    expect(settings.trustedProxy).toEqual({ headers: ['X-Real-IP'], useLeftmostIP: false })
  })
})
