// The back office auth provider maps PocketBase answers to the spec's Chinese login messages.
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthProvider } from '../../src/admin/providers/auth-provider'
import zhMessages from '../../src/admin/providers/messages/zh-CN'

function refusal(status: number, response: Record<string, unknown> = {}) {
  return new ClientResponseError({ url: 'http://pb/api/collections/staff/auth-with-password', status, response })
}

/** A real SDK client whose only network call, authWithPassword, is replaced. */
function clientAnswering(answer: (identity: string, password: string) => Promise<unknown>) {
  const pb = new PocketBase('http://pb.test')
  const staff = pb.collection('staff')
  vi.spyOn(pb, 'collection').mockReturnValue(staff)
  vi.spyOn(staff, 'authWithPassword').mockImplementation(answer as typeof staff.authWithPassword)
  return pb
}

const tokenValidFor = (seconds: number) => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds, type: 'auth' }))
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`
}

const record = (collectionName: string): RecordModel => ({ id: 's', collectionId: `id_${collectionName}`, collectionName })

afterEach(() => {
  vi.restoreAllMocks()
  // The SDK keeps its session in localStorage; each test starts signed out.
  localStorage.clear()
})

describe('auth provider', () => {
  it('signs in against the staff collection with the username or e-mail as identity', async () => {
    const answer = vi.fn(async () => undefined)
    const pb = clientAnswering(answer)
    await createAuthProvider(pb).login({ username: 'zs@example.com', password: 'secret-pass' })
    expect(pb.collection).toHaveBeenCalledWith('staff')
    expect(answer).toHaveBeenCalledWith('zs@example.com', 'secret-pass')
  })

  it('refuses a wrong password with 用户名或密码错误', async () => {
    const auth = createAuthProvider(clientAnswering(() => Promise.reject(refusal(400))))
    await expect(auth.login({ username: 'admin', password: 'wrong' })).rejects.toThrow('用户名或密码错误')
  })

  it('tells a rate-limited visitor to wait', async () => {
    const auth = createAuthProvider(clientAnswering(() => Promise.reject(refusal(429))))
    await expect(auth.login({ username: 'admin', password: 'x' })).rejects.toThrow('登录尝试过于频繁，请稍后再试')
  })

  it('shows the server’s message for an account locked after repeated failures', async () => {
    const message = '登录失败次数过多，该账号已临时锁定，请12分钟后再试'
    const locked = refusal(429, { status: 429, message, data: { identity: { code: 'staff_account_locked', message } } })
    const auth = createAuthProvider(clientAnswering(() => Promise.reject(locked)))
    await expect(auth.login({ username: 'admin', password: 'right-password' })).rejects.toThrow(message)
  })

  it('keeps its own words for a 429 that is not a lock', async () => {
    const other = refusal(429, { status: 429, message: 'Too Many Requests.', data: { identity: { code: 'other', message: 'x' } } })
    const auth = createAuthProvider(clientAnswering(() => Promise.reject(other)))
    await expect(auth.login({ username: 'admin', password: 'x' })).rejects.toThrow('登录尝试过于频繁，请稍后再试')
  })

  it('reports any other failure as 登录失败，请稍后再试', async () => {
    const auth = createAuthProvider(clientAnswering(() => Promise.reject(refusal(0))))
    await expect(auth.login({ username: 'admin', password: 'x' })).rejects.toThrow('登录失败，请稍后再试')
  })

  it('keeps the staff session and reports its identity after a successful login', async () => {
    // The answer runs at login, after the client exists.
    const pb: PocketBase = clientAnswering(async (identity: string) => {
      pb.authStore.save(tokenValidFor(3600), { ...record('staff'), id: 'staff1', username: identity })
    })
    const auth = createAuthProvider(pb)
    await auth.login({ username: 'admin', password: 'right-password' })
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
    await expect(auth.getIdentity!()).resolves.toMatchObject({ id: 'staff1', fullName: 'admin' })
    // The SDK persisted it: a new client (a page reload) starts signed in.
    expect(new PocketBase('http://pb.test').authStore.record?.id).toBe('staff1')
  })

  it('treats a missing, expired or non-staff session as signed out', async () => {
    const pb = new PocketBase('http://pb.test')
    const auth = createAuthProvider(pb)
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false })
    pb.authStore.save(tokenValidFor(3600), record('_superusers'))
    await expect(auth.checkAuth({})).rejects.toBeDefined()
  })

  it('sends an expired session to the login page with 登录已过期，请重新登录', async () => {
    const pb = new PocketBase('http://pb.test')
    const onLogout = vi.fn()
    const auth = createAuthProvider(pb, { onLogout })
    pb.authStore.save(tokenValidFor(-60), record('staff'))
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.notification.logged_out' })
    expect(zhMessages.ra.notification.logged_out).toBe('登录已过期，请重新登录')
    expect(pb.authStore.token).toBe('')
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('clears the session (and its subscriptions) on logout', async () => {
    const pb = new PocketBase('http://pb.test')
    const onLogout = vi.fn()
    const auth = createAuthProvider(pb, { onLogout })
    pb.authStore.save(tokenValidFor(3600), record('staff'))
    await auth.logout({})
    expect(pb.authStore.token).toBe('')
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('asks to log out on a 401, leaving the session for react-admin, which says 登录已过期 only while checkAuth passes', async () => {
    const pb = new PocketBase('http://pb.test')
    const onLogout = vi.fn()
    const auth = createAuthProvider(pb, { onLogout })
    // A token the server refused before it expired (an operator changed the account's e-mail).
    pb.authStore.save(tokenValidFor(3600), record('staff'))
    await expect(auth.checkError({ status: 401 })).rejects.toThrow('ra.notification.logged_out')
    await expect(auth.checkAuth({})).resolves.toBeUndefined()
    expect(onLogout).not.toHaveBeenCalled()
    await auth.logout({})
    expect(pb.authStore.token).toBe('')
    expect(onLogout).toHaveBeenCalledOnce()
  })

  it('keeps a valid staff session on a 403 (PocketBase: superusers only) and on other errors', async () => {
    const pb = new PocketBase('http://pb.test')
    const auth = createAuthProvider(pb)
    pb.authStore.save(tokenValidFor(3600), record('staff'))
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined()
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined()
    expect(pb.authStore.isValid).toBe(true)
  })

  it('signs out on a 403 when the session is no longer a valid staff session', async () => {
    const pb = new PocketBase('http://pb.test')
    const auth = createAuthProvider(pb)
    pb.authStore.save(tokenValidFor(-60), record('staff'))
    await expect(auth.checkError({ status: 403 })).rejects.toThrow('ra.notification.logged_out')
    expect(pb.authStore.token).toBe('')
  })
})
