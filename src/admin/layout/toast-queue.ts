// The back office's toasts as data (admin spec §8, §9): up to 20 stand at once, newest last; an
// action's loading toast stands until the server answers and is then replaced in place by its result.
import type { NotificationPayload, NotificationType } from 'react-admin'
import type { ReactNode } from 'react'

/** The spec's toast limit: at most this many at once; a new one pushes out the oldest. */
export const TOAST_LIMIT = 20

/** How long a toast stands: success 3 s, error 4 s (spec §8), the others 3 s like success. */
export const notificationDurations = { success: 3000, error: 4000, warning: 4000, info: 3000 } as const

/**
 * A loading toast has no time of its own: its result replaces it. This only clears one whose answer
 * never reached the screen (a request the browser gave up on).
 */
export const LOADING_TOAST_MAX_MS = 60_000

/**
 * What an action's notifications carry in `notificationOptions.toast` to pair a result with its loading toast;
 * a result may offer 撤销 (`undo`, the reverse change, sent when pressed while the toast stands).
 */
export type ToastLink = { key: string; loading: true } | { replaces: string; undo?: () => void }

export type Toast = {
  id: number
  message: string | ReactNode
  messageArgs?: unknown
  type: NotificationType
  /** An action still waiting for the server (shown with a spinner, blue). */
  loading: boolean
  /** The action this loading toast stands for, so that its result can replace it. */
  key?: string
  /** Milliseconds until it goes by itself (a loading toast: a safety limit; its result replaces it sooner). */
  duration: number
  /** 撤销: the reverse of the change this toast reports, offered while it stands. */
  undo?: () => void
}

function linkOf(payload: NotificationPayload): Partial<{ key: string; loading: true; replaces: string; undo: () => void }> {
  return (payload.notificationOptions?.toast as ToastLink | undefined) ?? {}
}

/** The toast a notification becomes. */
export function toastOf(payload: NotificationPayload, id: number): Toast {
  const link = linkOf(payload)
  const type = payload.type ?? 'info'
  const loading = link.loading === true
  const own = payload.notificationOptions?.autoHideDuration
  return {
    id,
    message: payload.message,
    messageArgs: payload.notificationOptions?.messageArgs,
    type,
    loading,
    key: loading ? link.key : undefined,
    duration: typeof own === 'number' ? own : loading ? LOADING_TOAST_MAX_MS : notificationDurations[type],
    undo: loading ? undefined : link.undo,
  }
}

/**
 * The stack after a notification arrives: an action's result takes its loading toast's place (or
 * comes last when that one is gone); anything else comes last. Only the newest TOAST_LIMIT stay.
 */
export function addToast(toasts: readonly Toast[], payload: NotificationPayload, id: number): Toast[] {
  const toast = toastOf(payload, id)
  const replaces = linkOf(payload).replaces
  const at = replaces === undefined ? -1 : toasts.findIndex((current) => current.loading && current.key === replaces)
  const next = at >= 0 ? toasts.map((current, index) => (index === at ? toast : current)) : [...toasts, toast]
  return next.slice(-TOAST_LIMIT)
}

/** The stack without one toast (it timed out or was closed). */
export function removeToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id)
}
