// The pieces every view of follow-ups shares: the state chip, the 完成/重新打开 button (sent to the server at
// once, with its loading toast), and the names of the staff who can own one.
import CheckIcon from '@mui/icons-material/Check'
import ReplayIcon from '@mui/icons-material/Replay'
import { Button, Chip, CircularProgress } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useDataProvider, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import type { StaffDataProvider } from '../../providers/data-provider'
import { staffNamesPath } from '../forms/lead-assignee'
import { stateColors, type TaskState } from './task-state'

export function TaskStateChip({ state }: { state: TaskState }) {
  const translate = useTranslate()
  return <Chip size="small" color={stateColors[state]} variant={state === 'upcoming' ? 'outlined' : 'filled'} label={translate(`app.tasks.states.${state}`)} />
}

export interface StaffName {
  id: string
  username: string
  name: string
}

/** The accounts that can own a follow-up (those a lead can be assigned to), and each one's shown name. */
export function useStaffNames() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { data = [] } = useQuery({
    queryKey: ['staff', 'names'],
    queryFn: ({ signal }) => dataProvider.send<StaffName[]>(staffNamesPath, { signal }),
  })
  const nameOf = (id: unknown) => {
    const found = data.find((s) => s.id === id)
    return found ? found.name || found.username : ''
  }
  return { staff: data, nameOf }
}

/** 完成 an open task, 重新打开 a done one: the change reaches the server at once, and lists and the lead's timeline refresh. */
export function TaskDoneButton({ task, size = 'small' }: { task: RaRecord; size?: 'small' | 'medium' }) {
  const translate = useTranslate()
  const startToast = useActionToast()
  const queryClient = useQueryClient()
  const [update, { isPending }] = useUpdate()
  const toggle = (event: MouseEvent) => {
    // Inside a clickable row or card: the click must not open the lead too.
    event.stopPropagation()
    event.preventDefault()
    const toast = startToast('app.tasks.actions.updating')
    update(
      'tasks',
      { id: task.id, data: { done: !task.done }, previousData: task },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(task.done ? 'app.tasks.actions.reopened' : 'app.tasks.actions.completed')
          void queryClient.invalidateQueries({ queryKey: ['tasks'] })
          void queryClient.invalidateQueries({ queryKey: ['activity'] })
        },
        onError: () => toast.error('app.tasks.actions.failed'),
      },
    )
  }
  return (
    <Button
      size={size}
      variant={task.done ? 'text' : 'outlined'}
      color={task.done ? 'inherit' : 'success'}
      onClick={toggle}
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} /> : task.done ? <ReplayIcon /> : <CheckIcon />}
      sx={{ whiteSpace: 'nowrap', minHeight: { xs: 44, sm: 32 } }}
    >
      {translate(task.done ? 'app.tasks.actions.reopen' : 'app.tasks.actions.complete')}
    </Button>
  )
}
