// Notifications as the spec shows them (admin §8, §9): a stack of toasts at the top right, up to 20 at
// once, success green for 3 s, errors red for 4 s, loading blue until its result replaces it; every
// notification goes there, react-admin's own included. A result that can be taken back offers 撤销 while it
// stands: the change has reached the server already, and 撤销 sends its reverse (no change waits for a toast).
import CloseIcon from '@mui/icons-material/Close'
import { Alert, Box, Button, CircularProgress, IconButton } from '@mui/material'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNotificationContext, useTranslate } from 'react-admin'
import { addToast, removeToast, type Toast } from './toast-queue'

export { notificationDurations } from './toast-queue'

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
      action={
        toast.undo ? (
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toast.undo?.()
                onClose(toast.id)
              }}
              sx={{ fontWeight: 700, minHeight: 36 }}
            >
              {translate('ra.action.undo')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={() => onClose(toast.id)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        ) : undefined
      }
      data-testid="staff-toast"
      data-toast={toast.loading ? 'loading' : toast.type}
      sx={{ pointerEvents: 'auto', boxShadow: 3, alignItems: 'center' }}
    >
      {text}
    </Alert>
  )
}

export function StaffNotification() {
  const { notifications, setNotifications } = useNotificationContext()
  const [toasts, setToasts] = useState<Toast[]>([])
  const lastId = useRef(0)

  // Every notification moves from react-admin's queue into the stack.
  useEffect(() => {
    if (notifications.length === 0) return
    const arrived = notifications
    setNotifications((queue) => queue.filter((notification) => !arrived.includes(notification)))
    const numbered = arrived.map((payload) => ({ payload, id: (lastId.current += 1) }))
    setToasts((current) => numbered.reduce((stack, { payload, id }) => addToast(stack, payload, id), current))
  }, [notifications, setNotifications])

  const close = useCallback((id: number) => setToasts((current) => removeToast(current, id)), [])

  return (
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
  )
}
