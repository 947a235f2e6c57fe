// Realtime connections end with the staff session they were opened with: an expired token or a
// changed token key (password change) stops the leads, while a live session still receives them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validLead } from '../support/lead-cases'
import { openRealtime, type RealtimeStream } from '../support/realtime-stream'
import { runSqlMigration } from '../support/sql-migration'
import { staffSession, startTestServer, type TestServer } from '../support/test-server'

const LEADS = 'form_submissions/*'
/** How long the short-lived staff token lasts: long enough to subscribe and see one lead. */
const SHORT_SECONDS = 4

let server: TestServer
let tokenDir: string
const streams: RealtimeStream[] = []

beforeAll(async () => {
  server = await startTestServer()
  tokenDir = mkdtempSync(join(tmpdir(), 'realtime-token-'))
}, 120_000)

afterAll(async () => {
  for (const stream of streams) stream.close()
  await server?.stop()
  if (tokenDir) rmSync(tokenDir, { recursive: true, force: true })
})

/** A staff token of the test server's staff member that expires `seconds` from now. */
async function shortStaffToken(seconds: number): Promise<string> {
  const file = join(tokenDir, `token-${Date.now()}`)
  await runSqlMigration(
    server,
    `const staff = app.findAuthRecordByEmail('staff', ${JSON.stringify(server.staff.email)})
$os.writeFile(${JSON.stringify(file)}, staff.newStaticAuthToken(${seconds} * 1000000000), 0o600)`,
  )
  return readFileSync(file, 'utf8')
}

/** The `exp` claim (seconds) of a JWT. */
function expiresAt(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp
}

async function subscribed(token: string): Promise<RealtimeStream> {
  const stream = await openRealtime(server.url)
  streams.push(stream)
  const res = await stream.subscribe([LEADS], token)
  expect(res.status).toBe(204)
  return stream
}

async function postLead(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validLead, name }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: string }).id
}

const leadEvent = (id: string) => (event: RealtimeStream['events'][number]) => event.data.record?.id === id

/** Resolves once `condition` holds (polled), failing after `ms`. */
async function until(condition: () => boolean, ms: number) {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not reached')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a staff realtime connection', () => {
  it('receives no lead once its token has expired, while a live session still does', async () => {
    const token = await shortStaffToken(SHORT_SECONDS)
    const live = await staffSession(server)
    const expiring = await subscribed(token)
    const witness = await subscribed(live.authStore.token)

    const before = await postLead('过期前')
    expect(await expiring.waitFor(leadEvent(before), 3000)).not.toBeNull()

    // The token is refused by the API from here on; the connection must be too.
    await until(() => Date.now() / 1000 > expiresAt(token) + 0.5, (SHORT_SECONDS + 5) * 1000)
    expect((await fetch(`${server.url}/api/admin/security`, { headers: { Authorization: token } })).status).toBe(401)

    const after = await postLead('过期后')
    expect(await witness.waitFor(leadEvent(after), 3000)).not.toBeNull()
    expect(expiring.events.find(leadEvent(after))).toBeUndefined()
  })

  it('receives no lead once the password has changed (new token key), while the new session does', async () => {
    const old = await staffSession(server)
    const stream = await subscribed(old.authStore.token)
    const newPassword = `${server.staff.password}x9`
    await old.collection('staff').update(old.authStore.record!.id, {
      oldPassword: server.staff.password,
      password: newPassword,
      passwordConfirm: newPassword,
    })
    server.staff.password = newPassword
    const fresh = new PocketBase(server.url)
    await fresh.collection('staff').authWithPassword(server.staff.username, newPassword)
    const witness = await subscribed(fresh.authStore.token)

    const id = await postLead('改密后')
    expect(await witness.waitFor(leadEvent(id), 3000)).not.toBeNull()
    expect(stream.events.find(leadEvent(id))).toBeUndefined()
  })
})
