// react-admin auth provider over PocketBase's `staff` auth collection; the SDK keeps the session. What a role
// may use (react-admin's canAccess: menus, pages, buttons) is the roles table, through providers/access.ts.
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import type { AuthProvider, UserIdentity } from 'react-admin'
import limits from '@shared/limits.json' with { type: 'json' }
import { canAccess } from './access'
import { appMessages } from './messages/zh-CN'
import { staffRecord, staffRoleOf } from './staff-session'

const STAFF_COLLECTION = 'staff'

export interface LoginCredentials {
  /** The staff member's username or e-mail address. */
  username: string
  password: string
}

/** The second step of a two-step sign-in: the e-mailed code, or (without `code`) a new code to the same address. */
export interface CodeCredentials {
  mfaId: string
  email: string
  otpId?: string
  code?: string
}

/** Where PocketBase's MFA session came from: the route that tells which address gets the code (pb_hooks/staff.pb.js). */
export const mfaEmailPath = '/api/staff/mfa-email'

/**
 * Thrown by `login` when the password was right and two-step sign-in is on: the code has been sent
 * to `email`; sign in with `login({mfaId, email, otpId, code})`.
 */
export class TwoStepRequired extends Error {
  constructor(
    readonly mfaId: string,
    readonly otpId: string,
    readonly email: string,
  ) {
    super(appMessages.login.codeTitle)
    this.name = 'TwoStepRequired'
  }
}

/** Ends realtime subscriptions when the session ends (the data provider's `unsubscribe`). */
export interface AuthProviderOptions {
  onLogout?: () => Promise<void> | void
}

/**
 * The Chinese message for a failed sign-in, from PocketBase's answer. A locked account (our sign-in hook,
 * pb_hooks/lib/staff/staff-lockout.js) answers 429 with its own Chinese message and how long the lock lasts;
 * any other 429 is the per-IP limit.
 */
function loginFailureMessage(error: unknown): string {
  const status = error instanceof ClientResponseError ? error.status : 0
  if (status === 400) return appMessages.login.invalidCredentials
  if (status === 429) return lockoutMessage(error) ?? appMessages.login.tooManyAttempts
  // The back office IP allowlist (pb_hooks/lib/staff/ip-allowlist.js) says why in Chinese.
  if (status === 403) return serverMessage(error) ?? appMessages.login.failed
  return appMessages.login.failed
}

/** The server's own message when it is one of ours (Chinese), not PocketBase's English default. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError)) return undefined
  const message: unknown = error.response?.message
  return typeof message === 'string' && /[\u4e00-\u9fff]/.test(message) ? message : undefined
}

/** The mfaId PocketBase answers a right password with when two-step sign-in is on (401 `{mfaId}`). */
function mfaIdOf(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError) || error.status !== 401) return undefined
  const mfaId: unknown = error.response?.mfaId
  return typeof mfaId === 'string' && mfaId !== '' ? mfaId : undefined
}

/** Why a code was refused: a wrong or expired code, too many tries, or an MFA session past its time. */
function codeFailureMessage(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return appMessages.login.failed
  if (error.status === 429) return appMessages.login.codeTooManyAttempts
  if (error.status === 400) {
    const message = String(error.response?.message ?? '')
    return /MFA/.test(message) ? appMessages.login.twoStepExpired : (serverMessage(error) ?? appMessages.login.codeInvalid)
  }
  return serverMessage(error) ?? appMessages.login.failed
}

function isCodeStep(params: LoginCredentials | CodeCredentials): params is CodeCredentials {
  return 'mfaId' in params
}

function lockoutMessage(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError)) return undefined
  const identity: unknown = error.response?.data?.identity
  if (typeof identity !== 'object' || identity === null || !('code' in identity) || !('message' in identity)) return undefined
  if (identity.code !== limits.staffLockout.errorCode || typeof identity.message !== 'string') return undefined
  return identity.message
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  return typeof error.status === 'number' ? error.status : undefined
}

export function createAuthProvider(client: PocketBase, { onLogout }: AuthProviderOptions = {}): AuthProvider {
  const staffSession = () => staffRecord(client)

  /**
   * Signs out and says why. The 24 h session counts from login (no silent refresh); PocketBase answers an
   * expired token as if it were a guest's (empty lists, 404s), so the expiry is checked here, not inferred.
   */
  const endSession = async () => {
    const hadSession = client.authStore.token !== ''
    client.authStore.clear()
    await onLogout?.()
    return hadSession
  }

  /** Sends a code to `email` for the MFA session and says so by throwing TwoStepRequired. */
  const sendCode = async (mfaId: string, email: string): Promise<never> => {
    let otpId: string
    try {
      otpId = (await client.collection(STAFF_COLLECTION).requestOTP(email, { requestKey: null })).otpId
    } catch (error) {
      throw new Error(serverMessage(error) ?? appMessages.login.failed)
    }
    throw new TwoStepRequired(mfaId, otpId, email)
  }

  /** A right password with two-step sign-in on: find the address for the MFA session and send the code. */
  const startTwoStep = async (mfaId: string): Promise<never> => {
    let email: string
    try {
      email = (await client.send<{ email: string }>(mfaEmailPath, { method: 'POST', body: { mfaId }, requestKey: null })).email
    } catch (error) {
      throw new Error(serverMessage(error) ?? appMessages.login.failed)
    }
    return sendCode(mfaId, email)
  }

  return {
    async login(params: LoginCredentials | CodeCredentials) {
      if (isCodeStep(params)) {
        const { mfaId, email, otpId, code } = params
        if (!otpId || !code) return sendCode(mfaId, email)
        try {
          await client.collection(STAFF_COLLECTION).authWithOTP(otpId, code, { mfaId, requestKey: null })
        } catch (error) {
          throw new Error(codeFailureMessage(error))
        }
        return
      }
      const { username, password } = params
      try {
        await client.collection(STAFF_COLLECTION).authWithPassword(username, password)
      } catch (error) {
        const mfaId = mfaIdOf(error)
        if (mfaId) return startTwoStep(mfaId)
        throw new Error(loginFailureMessage(error))
      }
    },

    async logout() {
      await endSession()
    },

    async checkAuth() {
      if (staffSession()) return
      // A session that expired says so on the login page; an absent one leads there quietly.
      const expired = await endSession()
      throw { message: expired ? 'ra.notification.logged_out' : false }
    },

    async checkError(error: unknown) {
      const status = statusOf(error)
      // A 401 for a token that has not expired: the server refused it (an operator changed the account's
      // e-mail or password, which gives it a new token key). The session is left for react-admin to end:
      // it says 登录已过期 only while checkAuth still passes, then logs out (which clears it).
      if (status === 401) throw new Error('ra.notification.logged_out')
      // 403 from PocketBase means "superusers only", not "signed out": keep a valid staff session.
      if (status === 403 && !staffSession()) {
        await endSession()
        throw new Error('ra.notification.logged_out')
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const record = staffSession()
      if (!record) throw new Error('ra.auth.auth_check_error')
      const username = String(record.username ?? '')
      const name = String(record.name ?? '').trim()
      return { id: record.id, fullName: name || username, username, role: staffRoleOf(record) }
    },

    // The server refuses anything else with a 403 anyway; this keeps menus, pages and buttons to the role.
    async canAccess({ resource, action }: { resource?: string; action: string }) {
      return canAccess(staffRoleOf(staffSession()), resource ?? '', action)
    },
  }
}
