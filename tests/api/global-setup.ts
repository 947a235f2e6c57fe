// api tier: one real PocketBase and one real SMTP catcher per worker; the files a worker runs, one
// after another, share them (tests/support/clients.ts picks the worker's). Files that need other
// settings start a server of their own.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import type { TestProject } from 'vitest/node'
import { startMailCatcher } from '../support/mail-catcher'
import { startTestServer } from '../support/test-server'

export interface ApiContext {
  url: string
  dataDir: string
  mailDir: string
  superuser: { email: string; password: string; token: string }
  staff: { username: string; email: string; password: string; token: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One context per worker, in pool order (VITEST_POOL_ID 1 is the first). */
    api: ApiContext[]
  }
}

async function startWorkerServer() {
  const mailDir = mkdtempSync(join(tmpdir(), 'pb-mail-'))
  const mail = await startMailCatcher(mailDir)
  const server = await startTestServer({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.port), PB_SENDER_ADDRESS: 'noreply@example.test' },
  })
  // Log in once here: staff logins are rate-limited per IP, and every test file runs from 127.0.0.1.
  const su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const staff = new PocketBase(server.url)
  await staff.collection('staff').authWithPassword(server.staff.username, server.staff.password)
  const context: ApiContext = {
    url: server.url,
    dataDir: server.dataDir,
    mailDir,
    superuser: { ...server.superuser, token: su.authStore.token },
    staff: { ...server.staff, token: staff.authStore.token },
  }
  const stop = async () => {
    await server.stop()
    await mail.stop()
    rmSync(mailDir, { recursive: true, force: true })
  }
  return { context, stop }
}

export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1)
  const servers = await Promise.all(Array.from({ length: workers }, () => startWorkerServer()))
  project.provide(
    'api',
    servers.map((server) => server.context),
  )
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
