// react-admin auth provider over PocketBase's `staff` auth collection; the SDK keeps the session.
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import type { AuthProvider, UserIdentity } from 'react-admin'
import limits from '@shared/limits.json' with { type: 'json' }
import { appMessages } from './zh-messages'

const STAFF_COLLECTION = 'staff'

export interface LoginCredentials {
  /** The staff member's username or e-mail address. */
  username: string
  password: string
}

/** Ends realtime subscriptions when the session ends (the data provider's `unsubscribe`). */
export interface AuthProviderOptions {
  onLogout?: () => Promise<void> | void
}

/**
 * The Chinese message for a failed sign-in, from PocketBase's answer. A locked account (our sign-in hook,
 * pb_hooks/lib/staff-lockout.js) answers 429 with its own Chinese message and how long the lock lasts;
 * any other 429 is the per-IP limit.
 */
function loginFailureMessage(error: unknown): string {
  const status = error instanceof ClientResponseError ? error.status : 0
  if (status === 400) return appMessages.login.invalidCredentials
  if (status === 429) return lockoutMessage(error) ?? appMessages.login.tooManyAttempts
  return appMessages.login.failed
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
  const staffSession = () => {
    const { isValid, record } = client.authStore
    return isValid && record?.collectionName === STAFF_COLLECTION ? record : null
  }

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

  return {
    async login({ username, password }: LoginCredentials) {
      try {
        await client.collection(STAFF_COLLECTION).authWithPassword(username, password)
      } catch (error) {
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
      // 403 from PocketBase means "superusers only", not "signed out": keep a valid staff session.
      if (status === 401 || (status === 403 && !staffSession())) {
        await endSession()
        throw new Error('ra.notification.logged_out')
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const record = staffSession()
      if (!record) throw new Error('ra.auth.auth_check_error')
      const username = String(record.username ?? '')
      return { id: record.id, fullName: username, username }
    },
  }
}
