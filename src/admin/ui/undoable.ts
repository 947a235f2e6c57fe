// Undo for deletes and status changes: react-admin's undoable mutations (the change shows at once and
// reaches the server only when its toast closes without 撤销), with a toast long enough to reach 撤销.
import { useCallback } from 'react'
import { useNotify } from 'react-admin'

/** How long the toast holding 撤销 stays, and so how long the server waits for the change. */
export const UNDO_WINDOW_MS = 5000

/** Notifies an undoable change's result with its 撤销 button; closing the toast sends the change. */
export function useUndoableNotify() {
  const notify = useNotify()
  return useCallback(
    (message: string, messageArgs?: Record<string, unknown>) =>
      notify(message, { type: 'success', messageArgs, undoable: true, autoHideDuration: UNDO_WINDOW_MS }),
    [notify],
  )
}
