// 今日待办: the follow-ups (跟进任务) due today and overdue, loaded when first opened. Each task is added on its
// lead's page (lead-tasks-panel.tsx) and the dashboard shows the signed-in member's (today-tasks-card.tsx).
import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./task-list').then((module) => ({ default: module.TaskList }))),
  icon: EventAvailableIcon,
  recordRepresentation: (task: RaRecord) => String(task.title ?? ''),
}
