// 安全设置 on a server of its own (these switches would disturb every other test): the staff password
// change, two-step sign-in with an e-mailed code, and the back office IP allowlist with its console clear.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { HttpError } from 'ra-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import records from '../../pb_hooks/lib/shared/records.json'
import routes from '../../pb_hooks/lib/shared/routes.json'
import { baseArgs, ensurePocketBase, root } from '../../scripts/lib/pocketbase.mjs'
import { collections } from '../../src/admin/providers/data-provider'
import { pocketbaseDataProvider } from '../../src/admin/ra-data-pocketbase'
import { decodeSubject, readMails, startMailCatcher, type CaughtMail } from '../support/mail-catcher'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'

const WEAK = '密码至少10个字符，且须同时包含字母和数字'
const NOT_ALLOWED = '当前IP地址不在后台访问白名单中'
const SETTINGS_ID = records.siteSettingsId

let server: TestServer
let su: PocketBase
let mailDir: string
let stopMail: () => Promise<void>
let next = 0

interface Account {
  id: string
  username: string
  email: string
  password: string
}

/** A fresh staff account per test, so no test depends on another's password or session. */
async function createStaff(email?: string): Promise<Account> {
  next += 1
  const account = { username: `guard-${next}`, email: email ?? `guard-${next}@example.test`, password: `guard-pass-${next}0` }
  const record = await su.collection('staff').create({ ...account, passwordConfirm: account.password, verified: true })
  return { ...account, id: record.id }
}

/** The `exp` claim (Unix seconds) of a token. */
function expiresAt(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp
}

async function signIn(account: { username: string; password: string }): Promise<PocketBase> {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection('staff').authWithPassword(account.username, account.password)
  return pb
}

interface Answer {
  status: number
  body: { message?: string; token?: string; mfaId?: string; data?: Record<string, { code?: string; message?: string }> } & Record<string, unknown>
}

async function call(path: string, { method = 'GET', token, body, headers = {} }: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { Authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Answer['body'] }
}

const passwordSignIn = (identity: string, password: string, headers: Record<string, string> = {}) =>
  call('/api/collections/staff/auth-with-password', { method: 'POST', body: { identity, password }, headers })

const changePassword = (account: Account, token: string, body: Record<string, unknown>) =>
  call(`/api/collections/staff/records/${account.id}`, { method: 'PATCH', token, body })

const setMfa = (token: string, enabled: unknown) => call('/api/admin/security/mfa', { method: 'POST', token, body: { enabled } })

const saveAllowlist = (token: string, list: string, headers: Record<string, string> = {}) =>
  call(`/api/collections/site_settings/records/${SETTINGS_ID}`, { method: 'PATCH', token, body: { ip_allowlist: list }, headers })

async function storedAllowlist(): Promise<string> {
  return String((await su.collection('site_settings').getOne(SETTINGS_ID)).ip_allowlist)
}

/** The mail's HTML part as text (quoted-printable or base64 undone). */
function mailBody(mail: CaughtMail): string {
  const raw = mail.raw
  const base64 = /Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw)
  if (base64) return Buffer.from(base64[1].replace(/\r\n/g, ''), 'base64').toString('utf8')
  const unfolded = raw.replace(/=\r\n/g, '')
  return Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
}

/** Waits for the next mail to `to` after `before` mails, and returns it. */
async function mailTo(to: string, before: number): Promise<CaughtMail> {
  for (let i = 0; i < 100; i++) {
    const mail = readMails(mailDir)
      .slice(before)
      .find((m) => m.to.includes(to))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${to}`)
}

function codeIn(mail: CaughtMail): string {
  const code = />\s*(\d{6})\s*</.exec(mailBody(mail))?.[1]
  if (!code) throw new Error('no code in the mail')
  return code
}

async function latestActivity(collectionName: string) {
  return su.collection('activity_log').getFirstListItem(su.filter('collection_name = {:c}', { c: collectionName }), { sort: '-created,-id' })
}

async function setSmtp(enabled: boolean) {
  await su.settings.update({ smtp: { enabled } })
}

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'pb-security-mail-'))
  const mail = await startMailCatcher(mailDir)
  stopMail = mail.stop
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.port), PB_SENDER_ADDRESS: 'noreply@example.test' } })
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  // These tests sign in more often than an office would per minute; the limit has its own test.
  const { rateLimits } = (await su.settings.getAll()) as { rateLimits: { rules: { label: string; maxRequests: number }[] } }
  await su.settings.update({ rateLimits: { ...rateLimits, rules: rateLimits.rules.map((r) => (r.label.endsWith(':auth') ? { ...r, maxRequests: 1000 } : r)) } })
})

afterAll(async () => {
  await server?.stop()
  await stopMail?.()
  rmSync(mailDir, { recursive: true, force: true })
})

describe('password change from 安全设置', () => {
  it('refuses a wrong current password with 当前密码不正确 and keeps the old password', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    const answer = await changePassword(account, pb.authStore.token, { oldPassword: 'not-my-pass-1', password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' })
    expect(answer.status).toBe(400)
    expect(answer.body.data?.oldPassword?.message).toBe('当前密码不正确')
    expect((await passwordSignIn(account.username, account.password)).status).toBe(200)
    expect((await passwordSignIn(account.username, 'brand-new-pass-1')).status).toBe(400)
    // The session it was tried from still works.
    expect((await call('/api/admin/security', { token: pb.authStore.token })).status).toBe(200)
  })

  it('asks for the current password when it is missing', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    const answer = await changePassword(account, pb.authStore.token, { password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' })
    expect(answer.status).toBe(400)
    expect(answer.body.data?.oldPassword?.message).toBe('请输入当前密码')
  })

  it('refuses a weak new password with the staff password rule, and a confirmation that differs', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    for (const weak of ['short1a', 'onlyletterslong', '1234567890123']) {
      const answer = await changePassword(account, pb.authStore.token, { oldPassword: account.password, password: weak, passwordConfirm: weak })
      expect(answer.status).toBe(400)
      expect(answer.body.data?.password?.message).toBe(WEAK)
    }
    const mismatch = await changePassword(account, pb.authStore.token, { oldPassword: account.password, password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-2' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.data?.passwordConfirm?.message).toBe('两次输入的新密码不一致')
    expect((await passwordSignIn(account.username, account.password)).status).toBe(200)
  })

  it('refuses a new password equal to the current one, and the session it was tried from lives on', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    const answer = await changePassword(account, pb.authStore.token, { oldPassword: account.password, password: account.password, passwordConfirm: account.password })
    expect(answer.status).toBe(400)
    expect(answer.body.data?.password?.message).toBe('新密码不能与当前密码相同')
    expect((await call('/api/admin/security', { token: pb.authStore.token })).status).toBe(200)
  })

  it('changes the password, ends every other session (401) and signs in with the new one', async () => {
    const account = await createStaff()
    const here = await signIn(account)
    const elsewhere = await signIn(account)
    expect((await call('/api/admin/security', { token: elsewhere.authStore.token })).status).toBe(200)

    const answer = await changePassword(account, here.authStore.token, { oldPassword: account.password, password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' })
    expect(answer.status).toBe(200)
    expect(await latestActivity('staff')).toMatchObject({
      action: 'password_changed',
      summary: '修改了登录密码',
      record_id: account.id,
      record_label: account.username,
      actor: account.id,
      actor_name: account.username,
    })

    // PocketBase gave the account a new token key: both old tokens are dead.
    expect((await call('/api/admin/security', { token: elsewhere.authStore.token })).status).toBe(401)
    expect((await call('/api/admin/security', { token: here.authStore.token })).status).toBe(401)
    expect((await passwordSignIn(account.username, account.password)).status).toBe(400)
    const fresh = await passwordSignIn(account.username, 'brand-new-pass-1')
    expect(fresh.status).toBe(200)
    expect((await call('/api/admin/security', { token: fresh.body.token })).status).toBe(200)
  })

  it('keeps the username and e-mail out of a staff member’s own reach', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    const rename = await changePassword(account, pb.authStore.token, { username: `${account.username}-x` })
    expect(rename.status).toBe(400)
    expect(rename.body.data?.username?.message).toBe('用户名不能在此修改，请联系运维人员')
    const remail = await changePassword(account, pb.authStore.token, { email: 'other@example.test' })
    expect(remail.status).toBe(400)
    expect(remail.body.data?.email?.message).toBe('邮箱不能在此修改，请联系管理员')
    const record = await su.collection('staff').getOne(account.id)
    expect([record.username, record.email]).toEqual([account.username, account.email])
  })

  it('applies the password rule to an operator setting a password through the API too', async () => {
    const account = await createStaff()
    const refused = await su.collection('staff').update(account.id, { password: 'weakpass', passwordConfirm: 'weakpass' }).catch((e: ClientResponseError) => e)
    expect(refused).toBeInstanceOf(ClientResponseError)
    expect((refused as ClientResponseError).response.data.password.message).toBe(WEAK)
  })
})

describe('安全设置 through the back office data provider', () => {
  const staffProvider = (pb: PocketBase) => pocketbaseDataProvider(pb, { collections })

  async function refusalOf(promise: Promise<unknown>): Promise<HttpError> {
    const error = await promise.then(
      () => null,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }

  it('changes the signed-in staff member’s password with update(staff), its refusals per field', async () => {
    const account = await createStaff()
    const dp = staffProvider(await signIn(account))
    const change = (data: Record<string, string>) => dp.update('staff', { id: account.id, data, previousData: { id: account.id } })

    const refused = await refusalOf(change({ oldPassword: 'not-my-pass-1', password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' }))
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ oldPassword: '当前密码不正确' })
    expect((await passwordSignIn(account.username, account.password)).status).toBe(200)

    const { data } = await change({ oldPassword: account.password, password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' })
    expect(data).toMatchObject({ id: account.id, username: account.username })
    expect((await passwordSignIn(account.username, 'brand-new-pass-1')).status).toBe(200)
  })

  it('saves the IP allowlist with update(settings) as the server stores it, a list that shuts out its saver refused on that field', async () => {
    const dp = staffProvider(await signIn(await createStaff()))
    // As the tab's useUpdate sends it: no previous record, so the list goes whatever it holds, empty included.
    const save = (list: string) => dp.update('settings', { id: SETTINGS_ID, data: { ip_allowlist: list }, previousData: undefined })
    try {
      const refused = await refusalOf(save('10.0.0.0/8'))
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual({ ip_allowlist: '保存后您当前的IP地址（127.0.0.1）将无法访问后台，已拒绝保存' })
      expect(await storedAllowlist()).toBe('')

      expect((await save('  127.0.0.1 # 本机\n\n')).data.ip_allowlist).toBe('127.0.0.1 # 本机')
      expect((await save('')).data.ip_allowlist).toBe('')
      expect(await storedAllowlist()).toBe('')
    } finally {
      await su.collection('site_settings').update(SETTINGS_ID, { ip_allowlist: '' })
    }
  })
})

describe('two-step sign-in (两步验证)', () => {
  it('is refused while SMTP is not enabled', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    await setSmtp(false)
    try {
      const answer = await setMfa(pb.authStore.token, true)
      expect(answer.status).toBe(400)
      expect(answer.body.data?.enabled?.message).toBe('请先配置 SMTP 邮件服务器，再开启两步验证')
      expect((await call('/api/admin/security', { token: pb.authStore.token })).body).toMatchObject({ mfaEnabled: false, smtpEnabled: false })
    } finally {
      await setSmtp(true)
    }
  })

  it('is refused to a staff member without an address for the code, and such accounts are listed', async () => {
    const account = await createStaff(`nomail-${next + 1}@staff.local`)
    const pb = await signIn(account)
    const answer = await setMfa(pb.authStore.token, true)
    expect(answer.status).toBe(400)
    expect(answer.body.data?.enabled?.message).toBe(
      `您的账号没有可接收验证码的邮箱，无法开启两步验证。请让运维人员通过 npm run staff -- ${account.username} <邮箱> 设置邮箱`,
    )
    const state = await call('/api/admin/security', { token: pb.authStore.token })
    expect(state.body).toMatchObject({ username: account.username, emailUsable: false, mfaEnabled: false })
    expect(state.body.staffWithoutEmail).toContain(account.username)
  })

  it('on: a password answers with an mfaId, the code arrives by mail, and password + code sign in; off again', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    // Switching on ends the session it was sent with: the answer carries the one to go on with.
    let token = pb.authStore.token
    try {
      const on = await setMfa(token, true)
      expect(on.status).toBe(200)
      expect(on.body).toMatchObject({ mfaEnabled: true, smtpEnabled: true, username: account.username })
      token = String(on.body.token)
      const entry = await latestActivity('staff')
      expect(entry).toMatchObject({ action: 'enabled', summary: '开启了两步验证', record_label: '两步验证', actor: account.id, actor_name: account.username })

      // The password alone is no longer enough.
      const first = await passwordSignIn(account.username, account.password)
      expect(first.status).toBe(401)
      expect(first.body.token).toBeUndefined()
      const mfaId = String(first.body.mfaId)
      expect(mfaId).toMatch(/^\w{10,}$/)

      // The login page learns where to send the code from the mfaId alone.
      const email = await call('/api/staff/mfa-email', { method: 'POST', body: { mfaId } })
      expect(email).toEqual({ status: 200, body: { email: account.email } })
      expect((await call('/api/staff/mfa-email', { method: 'POST', body: { mfaId: 'nosuchmfaid0001' } })).body.message).toBe('验证已超时，请返回重新登录')

      const before = readMails(mailDir).length
      const guest = new PocketBase(server.url)
      guest.autoCancellation(false)
      // The mail names the site as 网站名称 says when it is sent (switched on under the old name).
      await su.collection('site_settings').update(SETTINGS_ID, { site_name: '智转<学院>' })
      let otpId: string
      let mail: CaughtMail
      try {
        otpId = (await guest.collection('staff').requestOTP(account.email)).otpId
        mail = await mailTo(account.email, before)
      } finally {
        await su.collection('site_settings').update(SETTINGS_ID, { site_name: routes.siteName })
      }
      expect(decodeSubject(mail.raw)).toBe('智转<学院> 管理后台登录验证码')
      const code = codeIn(mail)
      expect(mailBody(mail)).toContain('验证码 10 分钟内有效')
      expect(mailBody(mail)).toContain('您正在登录 智转&lt;学院&gt; 管理后台')
      expect(mailBody(mail)).not.toContain(routes.siteName)

      // A wrong code is refused; the right one with the mfaId signs in.
      await expect(guest.collection('staff').authWithOTP(otpId, code === '000000' ? '111111' : '000000', { mfaId })).rejects.toMatchObject({ status: 400 })
      const auth = await guest.collection('staff').authWithOTP(otpId, code, { mfaId })
      expect(auth.record.username).toBe(account.username)
      expect((await call('/api/admin/security', { token: auth.token })).status).toBe(200)

      // The code alone (without the password's mfaId) is no sign-in either.
      const again = await guest.collection('staff').requestOTP(account.email)
      const second = codeIn(await mailTo(account.email, before + 1))
      const codeOnly = await call('/api/collections/staff/auth-with-otp', { method: 'POST', body: { otpId: again.otpId, password: second } })
      expect(codeOnly.status).toBe(401)
      expect(codeOnly.body.token).toBeUndefined()
    } finally {
      const off = await setMfa(token, false)
      expect(off.status).toBe(200)
      expect(off.body.mfaEnabled).toBe(false)
    }
    expect(await latestActivity('staff')).toMatchObject({ action: 'disabled', summary: '关闭了两步验证', actor_name: account.username })
    const plain = await passwordSignIn(account.username, account.password)
    expect(plain.status).toBe(200)
    expect(plain.body.token).toBeTruthy()
  })

  it('keeps the sign-in lockout working with two-step on', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    const token = String((await setMfa(pb.authStore.token, true)).body.token)
    try {
      for (let i = 0; i < 5; i++) expect((await passwordSignIn(account.username, `wrong-pass-${i}`)).status).toBe(400)
      const locked = await passwordSignIn(account.username, account.password)
      expect(locked.status).toBe(429)
      expect(locked.body.mfaId).toBeUndefined()
    } finally {
      await setMfa(token, false)
    }
  })

  it('ends every staff session when switched on; the caller goes on with the token of the answer, expiring as before', async () => {
    const account = await createStaff()
    const other = await createStaff()
    const caller = await signIn(account)
    const elsewhere = await signIn(account)
    const colleague = await signIn(other)
    const before = [caller, elsewhere, colleague].map((pb) => pb.authStore.token)
    for (const token of before) expect((await call('/api/admin/security', { token })).status).toBe(200)

    const on = await setMfa(caller.authStore.token, true)
    const token = String(on.body.token)
    try {
      expect(on.status).toBe(200)
      expect(on.body.mfaEnabled).toBe(true)
      for (const old of before) expect((await call('/api/admin/security', { token: old })).status).toBe(401)
      const state = await call('/api/admin/security', { token })
      expect(state.status).toBe(200)
      expect(state.body.username).toBe(account.username)
      // The session is continued, not extended: it ends when the one signed in with did.
      expect(expiresAt(token)).toBeLessThanOrEqual(expiresAt(caller.authStore.token))
      expect(expiresAt(token)).toBeGreaterThan(expiresAt(caller.authStore.token) - 5)

      // Already on: nothing more ends.
      const again = await setMfa(token, true)
      expect(again.status).toBe(200)
      expect(again.body.token).toBeUndefined()
      expect((await call('/api/admin/security', { token })).status).toBe(200)
    } finally {
      expect((await setMfa(token, false)).status).toBe(200)
    }
    // Switching off ends nothing.
    expect((await call('/api/admin/security', { token })).status).toBe(200)
  })

  it('ends every staff session when an operator switches it on in the dashboard too', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    expect((await call('/api/admin/security', { token: pb.authStore.token })).status).toBe(200)
    await su.collections.update('staff', { mfa: { enabled: true }, otp: { enabled: true } })
    try {
      expect((await call('/api/admin/security', { token: pb.authStore.token })).status).toBe(401)
    } finally {
      await su.collections.update('staff', { mfa: { enabled: false }, otp: { enabled: false } })
    }
  })

  it('takes only a yes or no, and only from staff', async () => {
    const account = await createStaff()
    const pb = await signIn(account)
    const answer = await setMfa(pb.authStore.token, 'yes')
    expect(answer.status).toBe(400)
    expect(answer.body.data?.enabled?.message).toBe('请选择开启或关闭两步验证')
    expect((await call('/api/admin/security/mfa', { method: 'POST', body: { enabled: true } })).status).toBe(401)
    expect((await call('/api/admin/security')).status).toBe(401)
  })
})

describe('back office IP allowlist (IP白名单)', () => {
  let staff: Account
  let token: string

  beforeAll(async () => {
    staff = await createStaff()
    token = (await signIn(staff)).authStore.token
  })

  afterAll(async () => {
    await su.collection('site_settings').update(SETTINGS_ID, { ip_allowlist: '' })
    await su.settings.update({ trustedProxy: { headers: [], useLeftmostIP: false } })
  })

  it('shows staff the address they are using', async () => {
    expect((await call('/api/admin/security', { token })).body).toMatchObject({ clientIp: '127.0.0.1', ipAllowlist: '' })
  })

  it('refuses a line that is no address or range, naming it', async () => {
    const answer = await saveAllowlist(token, '127.0.0.1\n\n10.0.0.0/33')
    expect(answer.status).toBe(400)
    expect(answer.body.data?.ip_allowlist?.message).toBe('第3行“10.0.0.0/33”不是有效的IP地址或CIDR网段')
    const other = await saveAllowlist(token, 'office')
    expect(other.body.data?.ip_allowlist?.message).toBe('第1行“office”不是有效的IP地址或CIDR网段')
    expect(await storedAllowlist()).toBe('')
  })

  it('refuses a list that would shut out the address saving it', async () => {
    const answer = await saveAllowlist(token, '10.0.0.0/8\n2001:db8::/32')
    expect(answer.status).toBe(400)
    expect(answer.body.data?.ip_allowlist?.message).toBe('保存后您当前的IP地址（127.0.0.1）将无法访问后台，已拒绝保存')
    expect(await storedAllowlist()).toBe('')
  })

  it('saves a list holding the saver (trimmed, blank lines dropped) and keeps it from guests', async () => {
    const answer = await saveAllowlist(token, '  10.0.0.0/8  \n\n127.0.0.0/8 # 本机\n')
    expect(answer.status).toBe(200)
    expect(await storedAllowlist()).toBe('10.0.0.0/8\n127.0.0.0/8 # 本机')
    expect((await call('/api/admin/security', { token })).status).toBe(200)
    expect(await latestActivity('site_settings')).toMatchObject({ action: 'updated', details: { fields: ['ip_allowlist'] }, actor_name: staff.username })
    const seen = await call(`/api/collections/site_settings/records/${SETTINGS_ID}`)
    expect(seen.status).toBe(200)
    expect(seen.body).not.toHaveProperty('ip_allowlist')
    expect(seen.body.site_name).toBeTruthy()
  })

  it('refuses staff sign-in and every staff-token request from elsewhere; guests and operators pass', async () => {
    // An operator may set any list (it cannot shut them out).
    await su.collection('site_settings').update(SETTINGS_ID, { ip_allowlist: '10.0.0.0/8' })

    const staffCall = await call('/api/admin/security', { token })
    expect(staffCall).toEqual({ status: 403, body: { status: 403, message: NOT_ALLOWED, data: {} } })
    expect((await call('/api/collections/news/records', { token })).status).toBe(403)
    const signInAnswer = await passwordSignIn(staff.username, staff.password)
    expect(signInAnswer.status).toBe(403)
    expect(signInAnswer.body.message).toBe(NOT_ALLOWED)
    // A refused address does not count towards the account's lockout.
    for (let i = 0; i < 6; i++) expect((await passwordSignIn(staff.username, 'wrong-pass-0')).status).toBe(403)

    expect((await call('/api/collections/news/records')).status).toBe(200)
    expect((await call(`/api/collections/site_settings/records/${SETTINGS_ID}`)).status).toBe(200)
    expect((await call('/api/health')).status).toBe(200)
    expect((await su.collection('site_settings').getOne(SETTINGS_ID)).ip_allowlist).toBe('10.0.0.0/8')
  })

  it('lets in staff from a listed address (behind a trusted proxy) and no one else', async () => {
    await su.collection('site_settings').update(SETTINGS_ID, { ip_allowlist: '10.0.0.0/8\n2001:db8::/32' })
    await su.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } })
    try {
      const inside = { 'X-Forwarded-For': '10.20.30.40' }
      expect((await call('/api/admin/security', { token, headers: inside })).body).toMatchObject({ clientIp: '10.20.30.40' })
      expect((await call('/api/admin/security', { token, headers: { 'X-Forwarded-For': '2001:db8::7' } })).status).toBe(200)
      expect((await passwordSignIn(staff.username, staff.password, inside)).status).toBe(200)
      expect((await call('/api/admin/security', { token, headers: { 'X-Forwarded-For': '11.0.0.1' } })).status).toBe(403)
      expect((await passwordSignIn(staff.username, staff.password, { 'X-Forwarded-For': '2001:db9::1' })).status).toBe(403)
      // From inside, a staff member may save a list that still holds their address, not one without it.
      expect((await saveAllowlist(token, '10.20.30.0/24', inside)).status).toBe(200)
      expect((await saveAllowlist(token, '10.20.31.0/24', inside)).body.data?.ip_allowlist?.message).toBe(
        '保存后您当前的IP地址（10.20.30.40）将无法访问后台，已拒绝保存',
      )
    } finally {
      await su.settings.update({ trustedProxy: { headers: [], useLeftmostIP: false } })
    }
  })

  it('is cleared from the command line (npm run staff -- --clear-ip-allowlist), which lets staff back in', async () => {
    await su.collection('site_settings').update(SETTINGS_ID, { ip_allowlist: '10.0.0.0/8\n192.168.1.0/24' })
    expect((await call('/api/admin/security', { token })).status).toBe(403)

    const npmRunStaff = () =>
      spawnSync(process.execPath, [join(root, 'scripts', 'staff.mjs'), '--clear-ip-allowlist'], {
        encoding: 'utf8',
        env: { ...process.env, PB_DATA: server.dataDir },
      })
    const cleared = npmRunStaff()
    expect({ status: cleared.status, stdout: cleared.stdout }).toEqual({ status: 0, stdout: '已清空后台访问IP白名单（原有2条）\n' })
    expect(await storedAllowlist()).toBe('')
    expect((await call('/api/admin/security', { token })).status).toBe(200)
    expect(await latestActivity('site_settings')).toMatchObject({ action: 'updated', summary: '通过命令行清空了后台访问IP白名单', details: { fields: ['ip_allowlist'] } })

    const again = npmRunStaff()
    expect({ status: again.status, stdout: again.stdout }).toEqual({ status: 0, stdout: '后台访问IP白名单本来就是空的，无需清空\n' })

    // The PocketBase console command itself.
    const { bin } = await ensurePocketBase()
    const direct = spawnSync(bin, ['clear-ip-allowlist', ...baseArgs({ dataDir: server.dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'], {
      encoding: 'utf8',
    })
    expect({ status: direct.status, stdout: direct.stdout }).toEqual({ status: 0, stdout: '后台访问IP白名单本来就是空的，无需清空\n' })
    expect(spawnSync(process.execPath, [join(root, 'scripts', 'staff.mjs'), '--clear-ip-allowlist', 'extra'], { encoding: 'utf8' }).stderr.trim()).toBe(
      '清空后台访问IP白名单时不需要其他参数: npm run staff -- --clear-ip-allowlist',
    )
  })
})
