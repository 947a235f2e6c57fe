// Notifications as the spec shows them (admin §8, §9): a stack of toasts at the top right, up to 20 at
// once, success green for 3 s, errors red for 4 s, loading blue until its result replaces it; every
// notification goes there, react-admin's own included. An undoable one (with its 撤销 button) is
// left to react-admin's own <Notification>, which commits or undoes the mutation when it closes.
import { Alert, Box, CircularProgress } from '@mui/material'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
} from 'react-admin'
import { addToast, notificationDurations, removeToast, type Toast } from './toast-queue'

export { notificationDurations } from './toast-queue'

const isUndoable = (notification: NotificationPayload) => notification.notificationOptions?.undoable === true

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const translate = useTranslate()
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toast.duration)
    return () => clearTimeout(timer)
  }, [toast.id, toast.duration, onClose])
  const text = typeof toast.message === 'string' ? translate(toast.message, toast.messageArgs as Record<string, unknown>) : toast.message
  return (
    <Alert
      variant="filled"
      severity={toast.type}
      role={toast.type === 'error' ? 'alert' : 'status'}
      icon={toast.loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      onClose={() => onClose(toast.id)}
      closeText={translate('ra.action.close')}
      data-testid="staff-toast"
      data-toast={toast.loading ? 'loading' : toast.type}
      sx={{ pointerEvents: 'auto', boxShadow: 3, alignItems: 'center' }}
    >
      {text}
    </Alert>
  )
}

export function StaffNotification() {
  const context = useNotificationContext()
  const { notifications, setNotifications } = context
  const [toasts, setToasts] = useState<Toast[]>([])
  const lastId = useRef(0)

  // Every notification but an undoable one moves from react-admin's queue into the stack.
  useEffect(() => {
    const arrived = notifications.filter((notification) => !isUndoable(notification))
    if (arrived.length === 0) return
    setNotifications((queue) => queue.filter((notification) => !arrived.includes(notification)))
    const numbered = arrived.map((payload) => ({ payload, id: (lastId.current += 1) }))
    setToasts((current) => numbered.reduce((stack, { payload, id }) => addToast(stack, payload, id), current))
  }, [notifications, setNotifications])

  const close = useCallback((id: number) => setToasts((current) => removeToast(current, id)), [])

  // react-admin's <Notification> sees only the undoable ones (it renders before the effect above runs).
  const undoable = useMemo(
    () => ({
      ...context,
      notifications: notifications.filter(isUndoable),
      takeNotification: () => {
        const next = notifications.find(isUndoable)
        if (!next) return undefined
        setNotifications((queue) => queue.filter((notification) => notification !== next))
        return {
          ...next,
          notificationOptions: { autoHideDuration: notificationDurations[next.type ?? 'info'], ...next.notificationOptions },
        }
      },
    }),
    [context, notifications, setNotifications],
  )

  return (
    <>
      <Box
        sx={{
          position: 'fixed',
          // Where MUI puts a top-right snackbar.
          top: { xs: 8, sm: 24 },
          right: { xs: 8, sm: 24 },
          zIndex: (theme) => theme.zIndex.snackbar,
          width: { xs: 'calc(100vw - 16px)', sm: 380 },
          maxHeight: { xs: 'calc(100vh - 16px)', sm: 'calc(100vh - 48px)' },
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </Box>
      <NotificationContext.Provider value={undoable}>
        <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
      </NotificationContext.Provider>
    </>
  )
}
