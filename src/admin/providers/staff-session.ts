// The signed-in staff account as the SDK keeps it (its role, name, whether it must change a one-time
// password), for screens that change with it; and the role-bound access checks of providers/access.ts.
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { pb } from '../../lib/pocketbase'
import { canAccess, mayUseRoute, showsFigure } from './access'

const STAFF_COLLECTION = 'staff'

/** The staff account of a valid session of `client`, or null. */
export function staffRecord(client: PocketBase = pb): RecordModel | null {
  const { isValid, record } = client.authStore
  return isValid && record?.collectionName === STAFF_COLLECTION ? record : null
}

/** The account's role, or null without a staff session. */
export function staffRoleOf(record: RecordModel | null): string | null {
  return record && typeof record.role === 'string' && record.role !== '' ? record.role : null
}

/** A session as the SDK keeps it: the staff account and its token. */
export interface StaffSession {
  record: RecordModel | null
  token: string
}

/**
 * The last session read per client: the SDK parses its stored session anew on every read, and React needs the
 * same object back while nothing changed.
 */
const snapshots = new WeakMap<PocketBase, { key: string; session: StaffSession }>()

function snapshot(client: PocketBase): StaffSession {
  const record = staffRecord(client)
  const token = record ? client.authStore.token : ''
  const key = record ? `${token}\n${JSON.stringify(record)}` : ''
  const last = snapshots.get(client)
  if (last && last.key === key) return last.session
  const session = { record, token }
  snapshots.set(client, { key, session })
  return session
}

/** The staff session, re-read whenever the SDK stores a new one (a sign-in, a password change, sign-out). */
export function useStaffSession(client: PocketBase = pb): StaffSession {
  const subscribe = useCallback((changed: () => void) => client.authStore.onChange(changed), [client])
  return useSyncExternalStore(subscribe, () => snapshot(client))
}

/** The staff account of the session (null without one). */
export function useStaffRecord(client: PocketBase = pb): RecordModel | null {
  return useStaffSession(client).record
}

/** The signed-in role's checks: a screen, a dashboard figure, a route. */
export function useAccess(client: PocketBase = pb) {
  const role = staffRoleOf(useStaffRecord(client))
  return useMemo(
    () => ({
      role,
      can: (resource: string, action: string) => canAccess(role, resource, action),
      shows: (figure: string) => showsFigure(role, figure),
      mayUse: (route: string) => mayUseRoute(role, route),
    }),
    [role],
  )
}
