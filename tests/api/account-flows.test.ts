// What PocketBase offers every auth collection and this site closes: staff password resets,
// verifications and e-mail changes by mail (operators reset staff with `npm run staff`), and
// superusers' (the operators' dashboard) sign-in without a lockout or a password rule.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import messages from '../../pb_hooks/lib/shared/messages.json'
import { baseArgs, dirs, freePort, projectBin } from '../../scripts/lib/pocketbase.mjs'
import { readMails, startMailCatcher } from '../support/mail-catcher'
import { runSqlMigration } from '../support/sql-migration'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let su: PocketBase
let catcher: { port: number; stop: () => Promise<void> }
const tempDirs: string[] = []
/** A temp dir removed after the file's tests. */
function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}
const mailDir = tempDir('account-flows-mail-')

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as { message?: string }) }
}

beforeAll(async () => {
  const smtpPort = await freePort()
  catcher = await startMailCatcher(mailDir, smtpPort)
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), PB_SENDER_ADDRESS: 'site@example.test' } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
})

afterAll(async () => {
  await server?.stop()
  await catcher?.stop()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

describe('staff mail flows', () => {
  it('answers a password reset or verification request like an unknown address, and sends nothing', async () => {
    for (const path of ['request-password-reset', 'request-verification']) {
      expect(await post(`/api/collections/staff/${path}`, { email: server.staff.email })).toEqual({ status: 204, body: null })
      expect(await post(`/api/collections/staff/${path}`, { email: 'nobody@example.test' })).toEqual({ status: 204, body: null })
    }
    expect(readMails(mailDir)).toEqual([])
  })

  it('refuses a reset or verification confirmation, even with a token PocketBase issued, and keeps the password', async () => {
    // Tokens as PocketBase makes them, what a mail would have carried.
    const tokenFile = join(tempDir('account-flows-tokens-'), 'tokens.json')
    await runSqlMigration(
      server,
      `const staff = app.findAuthRecordByEmail('staff', ${JSON.stringify(server.staff.email)})
       $os.writeFile(${JSON.stringify(tokenFile)}, JSON.stringify({ reset: staff.newPasswordResetToken(), verify: staff.newVerificationToken() }), 0o600)`,
    )
    const tokens = JSON.parse(readFileSync(tokenFile, 'utf8')) as { reset: string; verify: string }
    const token = tokens.reset
    const reset = await post('/api/collections/staff/confirm-password-reset', { token, password: '12345678', passwordConfirm: '12345678' })
    expect(reset).toEqual({ status: 403, body: { status: 403, message: messages.staffAuth.mailFlowsOff, data: {} } })
    const verify = await post('/api/collections/staff/confirm-verification', { token: tokens.verify })
    expect(verify).toEqual(reset)
    const client = new PocketBase(server.url)
    await expect(client.collection('staff').authWithPassword(server.staff.username, server.staff.password)).resolves.toBeTruthy()
  })

  it('refuses a signed-in staff member’s e-mail change by mail in Chinese', async () => {
    const client = new PocketBase(server.url)
    await client.collection('staff').authWithPassword(server.staff.username, server.staff.password)
    const answer = await post('/api/collections/staff/request-email-change', { newEmail: 'elsewhere@example.test' }, client.authStore.token)
    expect(answer).toEqual({ status: 403, body: { status: 403, message: messages.staffAuth.mailFlowsOff, data: {} } })
    expect(readMails(mailDir)).toEqual([])
  })
})

/** `pocketbase superuser upsert` on the test server's data dir: all it printed. */
function upsert(email: string, password: string): string {
  const run = spawnSync(projectBin, ['superuser', 'upsert', email, password, ...baseArgs({ dataDir: server.dataDir })], { encoding: 'utf8' })
  return run.stdout + run.stderr
}

describe('superusers', () => {
  it(`are locked after ${limits.staffLockout.maxFailures} wrong passwords like staff, then refused even the right one`, async () => {
    const account = { email: 'second-operator@example.test', password: 'operator-pass-123456' }
    await su.collection('_superusers').create({ ...account, passwordConfirm: account.password })
    const statuses: number[] = []
    for (let i = 0; i < limits.staffLockout.maxFailures + 1; i++) {
      statuses.push((await post('/api/collections/_superusers/auth-with-password', { identity: account.email, password: `wrong-${i}` })).status)
    }
    expect(statuses).toEqual([...Array(limits.staffLockout.maxFailures).fill(400), 429])
    const right = await post('/api/collections/_superusers/auth-with-password', { identity: account.email, password: account.password })
    expect(right).toEqual({ status: 429, body: expect.objectContaining({ message: messages.staffAuth.locked.replace('{minutes}', '15') }) })
  })

  it(`need at least ${limits.superuserPassword.minLength} characters with a letter and a digit, however they are set`, async () => {
    for (const password of ['12345678', 'short-pass-1', 'abcdefghijklmnopqrstuvwxyz', '1234567890123456789']) {
      await expect(su.collection('_superusers').create({ email: `weak-${password.length}@example.test`, password, passwordConfirm: password })).rejects.toMatchObject({
        status: 400,
      })
      // PocketBase's console exits 0 when a command fails; what it says is the answer.
      expect(upsert('cli@example.test', password)).toContain('failed to upsert superuser account: password:')
    }
    expect(upsert('cli@example.test', 'strong-operator-pass-1')).toContain('Successfully saved superuser')
  })

  it('npm start refuses a weak PB_SUPERUSER_PASSWORD in Chinese before it makes anything', () => {
    const dataDir = join(tempDir('start-refused-'), 'pb_data')
    const run = spawnSync(process.execPath, [join(dirs.hooks, '..', 'scripts', 'start.mjs'), '--no-build'], {
      env: { ...process.env, PB_DATA: dataDir, PB_SUPERUSER_PASSWORD: '12345678' },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`PB_SUPERUSER_PASSWORD 不符合要求：密码至少${limits.superuserPassword.minLength}个字符，且须同时包含字母和数字`)
    expect(existsSync(dataDir)).toBe(false)
  })
})
