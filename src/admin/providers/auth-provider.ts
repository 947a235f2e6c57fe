// react-admin auth provider over PocketBase's `staff` auth collection; the SDK keeps the session.
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import type { AuthProvider, UserIdentity } from 'react-admin'
import { pb } from '../../lib/pocketbase'
import { appMessages } from './zh-messages'

const STAFF_COLLECTION = 'staff'

export interface LoginCredentials {
  /** The staff member's username or e-mail address. */
  username: string
  password: string
}

/** The Chinese message for a failed sign-in, from PocketBase's answer. */
function loginFailureMessage(error: unknown): string {
  const status = error instanceof ClientResponseError ? error.status : 0
  if (status === 400) return appMessages.login.invalidCredentials
  if (status === 429) return appMessages.login.tooManyAttempts
  return appMessages.login.failed
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  return typeof error.status === 'number' ? error.status : undefined
}

export function createAuthProvider(client: PocketBase): AuthProvider {
  const staffSession = () => {
    const { isValid, record } = client.authStore
    return isValid && record?.collectionName === STAFF_COLLECTION ? record : null
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
      client.authStore.clear()
    },

    async checkAuth() {
      // `message: false`: an absent session leads to the login page without an error toast.
      if (!staffSession()) throw { message: false }
    },

    async checkError(error: unknown) {
      const status = statusOf(error)
      if (status === 401 || status === 403) {
        client.authStore.clear()
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

export const authProvider = createAuthProvider(pb)
