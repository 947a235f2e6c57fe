// An open back office ends with its session when an admin disables the account, changes its role, resets its
// password or deletes it: the server says so on a realtime topic of the account's own (pb_hooks/lib/staff/
// staff-sessions.js), and this browser signs out at once, saying why.
import sessionTopic from '@shared/staff-session.json' with { type: 'json' }
import { useEffect } from 'react'
import { useLogout, useNotify } from 'react-admin'
import { pb } from '../../lib/pocketbase'

export type SessionEndReason = (typeof sessionTopic.reasons)[number]

/** The message key saying why the session ended (app.account.ended.<reason>). */
export function sessionEndMessage(reason: unknown): string {
  return sessionTopic.reasons.includes(String(reason)) ? `app.account.ended.${String(reason)}` : 'ra.notification.logged_out'
}

/** Listens, while `accountId` is signed in, for the end of its session. */
export function useSessionEnd(accountId: string | undefined) {
  const notify = useNotify()
  const logout = useLogout()
  useEffect(() => {
    if (!accountId) return undefined
    let active = true
    let stop: (() => Promise<void>) | undefined
    pb.realtime
      .subscribe(sessionTopic.topic, (data: { reason?: unknown }) => {
        if (!active) return
        active = false
        // The next sign-in starts at the dashboard: with a new role this screen may no longer be the account's.
        void logout({}, undefined, false).then(() => notify(sessionEndMessage(data.reason), { type: 'warning', autoHideDuration: 10_000 }))
      })
      .then((unsubscribe) => {
        if (active) stop = unsubscribe
        else void unsubscribe()
      })
      // Without realtime (a dropped connection the SDK retries) the next request's 401 ends the session instead.
      .catch(() => undefined)
    return () => {
      active = false
      void stop?.()
    }
  }, [accountId, logout, notify])
}
