// 跟进任务 on a lead's page: its open follow-ups by time (已逾期 in red), 完成 on each, the done ones folded
// away; and 添加跟进: what to do ("下周二回访"), when (a quick time or any), whose (the lead's 负责人, else me).
import { Box, Button, Chip, CircularProgress, List as MuiList, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useCreate, useGetList, useTranslate, type RaRecord } from 'react-admin'
import desk from '@shared/sales-desk.json'
import { staffDateTime, staffWallTime, staffWallTimeToIso } from '../../format/staff-time'
import { useActionToast } from '../../layout/action-toast'
import { useStaffRecord } from '../../providers/staff-session'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { LeaveWarning } from '../../ui/leave-warning'
import { TaskDoneButton, TaskStateChip, useStaffNames } from './task-parts'
import { byUrgency, quickTimes, taskStateAt, useMinuteClock } from './task-state'

type FieldErrors = Partial<Record<'title' | 'due_at' | 'owner' | 'submission', string>>

function TaskRow({ task, now }: { task: RaRecord; now: number }) {
  const { nameOf } = useStaffNames()
  const translate = useTranslate()
  const state = taskStateAt(task, now)
  const when = task.done ? translate('app.tasks.list.doneAt', { time: staffDateTime(task.completed_at).slice(0, 16) }) : staffDateTime(task.due_at).slice(0, 16)
  return (
    <ListItem disableGutters divider data-task-state={state} sx={{ gap: 1, alignItems: 'center' }}>
      <TaskStateChip state={state} />
      <ListItemText
        primary={task.title}
        secondary={`${when} · ${nameOf(task.owner) || '—'}`}
        sx={{ flex: '1 1 0', minWidth: 0, m: 0, overflowWrap: 'anywhere', ...(task.done ? { '& .MuiListItemText-primary': { textDecoration: 'line-through', color: 'text.secondary' } } : {}) }}
      />
      <TaskDoneButton task={task} />
    </ListItem>
  )
}

function AddTaskForm({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const me = useStaffRecord()
  const { staff } = useStaffNames()
  const startToast = useActionToast()
  const queryClient = useQueryClient()
  const [create, { isPending }] = useCreate()
  const defaultOwner = String(lead.assignee || me?.id || '')
  const [title, setTitle] = useState(desk.tasks.defaultTitle)
  const [due, setDue] = useState('')
  const [owner, setOwner] = useState(defaultOwner)
  const [errors, setErrors] = useState<FieldErrors>({})
  const now = useMinuteClock()
  const dueIso = due ? staffWallTimeToIso(due) : null
  const pastDue = dueIso !== null && Date.parse(dueIso) <= now

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const toast = startToast('app.tasks.panel.adding')
    create(
      'tasks',
      { data: { submission: lead.id, title, due_at: dueIso ?? '', owner } },
      {
        onSuccess: () => {
          toast.success('app.tasks.panel.added')
          setTitle(desk.tasks.defaultTitle)
          setDue('')
          setErrors({})
          void queryClient.invalidateQueries({ queryKey: ['tasks'] })
          void queryClient.invalidateQueries({ queryKey: ['activity'] })
        },
        onError: (failure) => {
          toast.error('app.tasks.panel.addFailed')
          setErrors((failure as { body?: { errors?: FieldErrors } })?.body?.errors ?? {})
        },
      },
    )
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('app.tasks.panel.add')} sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      <LeaveWarning when={due !== '' || title !== desk.tasks.defaultTitle} />
      <TextField
        label={translate('resources.tasks.fields.title')}
        placeholder={translate('app.tasks.panel.titlePlaceholder')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: desk.tasks.titleMax } }}
        size="small"
        required
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label={translate('app.tasks.panel.quick')}>
        {quickTimes(now).map((quick) => (
          <Chip
            key={quick.key}
            label={translate(`app.tasks.quick.${quick.key}`)}
            onClick={() => setDue(staffWallTime(new Date(quick.at)))}
            color={dueIso !== null && Date.parse(dueIso) === quick.at ? 'primary' : 'default'}
            variant={dueIso !== null && Date.parse(dueIso) === quick.at ? 'filled' : 'outlined'}
            sx={{ minHeight: { xs: 44, sm: 32 } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          type="datetime-local"
          label={translate('resources.tasks.fields.due_at')}
          value={due}
          onChange={(e) => setDue(e.target.value)}
          error={Boolean(errors.due_at)}
          helperText={errors.due_at ?? (pastDue ? translate('app.tasks.panel.pastDue') : undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
          required
        />
        <TextField select label={translate('resources.tasks.fields.owner')} value={staff.some((s) => s.id === owner) ? owner : ''} onChange={(e) => setOwner(e.target.value)} error={Boolean(errors.owner)} helperText={errors.owner} size="small">
          {staff.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name || s.username}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={14} /> : undefined} sx={{ minHeight: { xs: 44, sm: 36 } }}>
          {translate('app.tasks.panel.add')}
        </Button>
      </Box>
    </Box>
  )
}

export function LeadTasksPanel({ lead }: { lead: RaRecord }) {
  const translate = useTranslate()
  const now = useMinuteClock()
  const [showDone, setShowDone] = useState(false)
  useRealtimeRefresh('tasks')
  const { data = [] } = useGetList('tasks', { filter: { submission: lead.id }, sort: { field: 'due_at', order: 'ASC' }, pagination: { page: 1, perPage: 100 } })
  const tasks = [...data].sort(byUrgency)
  const open = tasks.filter((task) => !task.done)
  const done = tasks.filter((task) => task.done)
  return (
    <Box>
      {open.length === 0 ? (
        <Typography color="text.secondary">{translate('app.tasks.panel.none')}</Typography>
      ) : (
        <MuiList dense disablePadding>
          {open.map((task) => (
            <TaskRow key={task.id} task={task} now={now} />
          ))}
        </MuiList>
      )}
      {done.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setShowDone(!showDone)} aria-expanded={showDone}>
            {showDone ? translate('app.tasks.panel.hideDone') : translate('app.tasks.panel.showDone', { count: done.length })}
          </Button>
          {showDone && (
            <MuiList dense disablePadding>
              {done.map((task) => (
                <TaskRow key={task.id} task={task} now={now} />
              ))}
            </MuiList>
          )}
        </Box>
      )}
      <AddTaskForm lead={lead} />
    </Box>
  )
}
