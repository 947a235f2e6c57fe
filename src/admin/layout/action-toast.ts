// An action's toasts (admin spec §8): a blue loading toast when the request leaves, replaced in place by
// its success or error toast the moment the server answers. The caller keeps its button's busy state.
import { useCallback, useRef } from 'react'
import { useNotify, useRedirect } from 'react-admin'
import { UNDO_WINDOW_MS } from '../ui/undoable'
import type { ToastLink } from './toast-queue'

export type ActionToast = {
  /** The change is saved; with `undo`, its toast offers 撤销 (the reverse change) for UNDO_WINDOW_MS. */
  success: (message: string, messageArgs?: Record<string, unknown>, options?: { undo?: () => void }) => void
  error: (message: string, messageArgs?: Record<string, unknown>) => void
}

let actions = 0

/** Returns `start(loadingMessage)`, which shows the loading toast and gives the two ways it can end. */
export function useActionToast() {
  const notify = useNotify()
  return useCallback(
    (loading: string): ActionToast => {
      actions += 1
      const key = `action-${actions}`
      const started: ToastLink = { key, loading: true }
      notify(loading, { type: 'info', toast: started })
      const ended: ToastLink = { replaces: key }
      return {
        success: (message, messageArgs, options) =>
          options?.undo
            ? notify(message, { type: 'success', messageArgs, toast: { ...ended, undo: options.undo }, autoHideDuration: UNDO_WINDOW_MS })
            : notify(message, { type: 'success', messageArgs, toast: ended }),
        error: (message, messageArgs) => notify(message, { type: 'error', messageArgs, toast: ended }),
      }
    },
    [notify],
  )
}

/**
 * A create or edit screen's save: `started` (called from react-admin's `transform`, which runs once the
 * form is valid, as the request leaves) shows the loading toast; the server's answer replaces it, and
 * a success goes back to the list.
 */
export function useSaveToasts(resource: string, keys: { loading: string; done: string; failed: string }) {
  const startToast = useActionToast()
  const redirect = useRedirect()
  const pending = useRef<ActionToast | null>(null)
  return {
    started: <T>(data: T): T => {
      pending.current = startToast(keys.loading)
      return data
    },
    mutationOptions: {
      onSuccess: () => {
        pending.current?.success(keys.done)
        redirect('list', resource)
      },
      onError: () => pending.current?.error(keys.failed),
    },
  }
}
