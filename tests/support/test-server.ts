// Starts a throw-away PocketBase (temp data dir, free port, our migrations and hooks) with a staff user.
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { dirs, startThrowawayServer } from '../../scripts/lib/pocketbase.mjs'

export interface TestServer {
  url: string
  dataDir: string
  superuser: { email: string; password: string }
  staff: { username: string; email: string; password: string }
  /** Stops the process and serves the same data dir on the same address again. */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

export interface TestServerOptions {
  publicDir?: string
  /** Extra environment; LEAD_CHALLENGE defaults to `off` here (pass `on` to test the challenge). */
  env?: Record<string, string>
  /** Load the same demo content `npm start` loads into an empty database. */
  seedDemo?: boolean
}

/** A fixture site (not the real build) so the api tier does not depend on `npm run build`. */
export const fixtureSiteDir = join(dirs.hooks, '..', 'tests', 'support', 'fixtures', 'site')

export async function startTestServer({ publicDir = fixtureSiteDir, env = {}, seedDemo = false }: TestServerOptions = {}): Promise<TestServer> {
  // The api tier scripts many leads without a browser: the proof-of-work challenge is off unless a
  // test asks for it (tests/api/lead-challenge.test.ts, and the e2e server, where browsers solve it).
  const server = await startThrowawayServer({ publicDir, env: { LEAD_CHALLENGE: 'off', ...env }, seedDemo })
  const staff = { username: 'tester', email: 'tester@example.test', password: 'staff-pass-1234' }
  try {
    const admin = new PocketBase(server.url)
    await admin.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
    await admin.collection('staff').create({ ...staff, passwordConfirm: staff.password, verified: true })
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url: server.url, dataDir: server.dataDir, superuser: server.superuser, staff, restart: server.restart, stop: server.stop }
}

/** A client of `server` signed in as its superuser (one session of its own). */
export async function superuserSession(server: TestServer): Promise<PocketBase> {
  const client = new PocketBase(server.url)
  client.autoCancellation(false)
  await client.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  return client
}

/** A client of `server` signed in as its staff member (one session of its own). */
export async function staffSession(server: TestServer): Promise<PocketBase> {
  const client = new PocketBase(server.url)
  client.autoCancellation(false)
  await client.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  return client
}
