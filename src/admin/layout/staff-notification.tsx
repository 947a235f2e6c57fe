// Notifications as the spec shows them: top right, success for 3 s, errors for 4 s, others (loading, info) 3 s,
// including react-admin's own notifications, whichever code raised them.
import { useMemo } from 'react'
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin'

export const notificationDurations = { success: 3000, error: 4000, warning: 4000, info: 3000 } as const

function withDuration(notification: NotificationPayload): NotificationPayload {
  const type = notification.type ?? 'info'
  return {
    ...notification,
    notificationOptions: { autoHideDuration: notificationDurations[type], ...notification.notificationOptions },
  }
}

export function StaffNotification() {
  const context = useNotificationContext()
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const next = context.takeNotification()
        return next ? withDuration(next) : next
      },
    }),
    [context],
  )
  return (
    <NotificationContext.Provider value={value}>
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
    </NotificationContext.Provider>
  )
}
