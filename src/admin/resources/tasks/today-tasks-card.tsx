// The dashboard's 今日待办: the signed-in member's follow-ups overdue and due today, the first few with 完成,
// and a link to all of them.
import { Box, Button, Card, CardContent, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material'
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useStaffRecord } from '../../providers/staff-session'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { TaskDoneButton, TaskStateChip } from './task-parts'
import { taskStateAt, todayEndStored, useMinuteClock } from './task-state'

const SHOWN = 5

export function TodayTasksCard() {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const me = useStaffRecord()
  const now = useMinuteClock()
  useRealtimeRefresh('tasks')
  const { data = [], total = 0 } = useGetList(
    'tasks',
    {
      filter: { owner: me?.id ?? '', done: false, 'due_at@<': todayEndStored(now) },
      sort: { field: 'due_at', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
      meta: { expand: 'submission' },
    },
    { enabled: Boolean(me) },
  )
  const overdue = data.filter((task) => taskStateAt(task, now) === 'overdue').length
  return (
    <Card component="section" aria-labelledby="dashboard-today-tasks" data-card="today-tasks">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="dashboard-today-tasks">
            {translate('app.tasks.card.title')}
          </Typography>
          <Button component={Link} to={createPath({ resource: 'tasks', type: 'list' })} size="small" sx={{ minHeight: { xs: 44, sm: 32 } }}>
            {translate('app.tasks.card.all')}
          </Button>
        </Box>
        <Typography variant="body2" color={overdue > 0 ? 'error' : 'text.secondary'} data-figure="today-tasks">
          {translate('app.tasks.card.mine', { overdue, today: total - overdue })}
        </Typography>
        {data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.tasks.card.empty')}
          </Typography>
        ) : (
          <MuiList dense disablePadding>
            {data.slice(0, SHOWN).map((task) => {
              const lead = task.expand?.submission
              return (
                <ListItem key={task.id} disableGutters divider sx={{ gap: 1 }}>
                  <TaskStateChip state={taskStateAt(task, now)} />
                  <ListItemText
                    primary={
                      <Link to={createPath({ resource: 'forms', id: task.submission, type: 'show' })}>
                        {task.title}
                        {lead ? ` · ${lead.name}` : ''}
                      </Link>
                    }
                    secondary={staffDateTime(task.due_at).slice(0, 16)}
                    sx={{ flex: '1 1 0', minWidth: 0, m: 0, overflowWrap: 'anywhere' }}
                  />
                  <TaskDoneButton task={task} />
                </ListItem>
              )
            })}
          </MuiList>
        )}
      </CardContent>
    </Card>
  )
}
