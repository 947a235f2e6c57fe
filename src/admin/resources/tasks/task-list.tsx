// 今日待办 (/admin/tasks): the follow-ups due today and those overdue (red), mine unless I choose everyone's;
// 以后 and 已完成 beside them. Each row opens its lead; 完成 reaches the server at once.
import { Box, Card, CardActionArea, CardActions, CardContent, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  DataTable,
  Link,
  List,
  Pagination,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
  useStore,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { useStaffRecord } from '../../providers/staff-session'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { fittedTableSx, TwoLineCell } from '../../ui/list-columns'
import { TaskDoneButton, TaskStateChip, useStaffNames } from './task-parts'
import { taskStateAt, todayEndStored, useMinuteClock } from './task-state'

const VIEWS = ['due', 'upcoming', 'done'] as const
type View = (typeof VIEWS)[number]

/** What each view lists: open tasks due before tonight's midnight, open ones after it, done ones. */
function viewFilter(view: View, now: number): Record<string, unknown> {
  if (view === 'done') return { done: true }
  return view === 'due' ? { done: false, 'due_at@<': todayEndStored(now) } : { done: false, 'due_at@>=': todayEndStored(now) }
}

function OwnerFilter(props: { source: string; alwaysOn?: boolean }) {
  const { staff } = useStaffNames()
  return <SelectInput {...props} label="resources.tasks.fields.owner" choices={staff.map((s) => ({ id: s.id, name: s.name || s.username }))} emptyText="ra.action.clear_input_value" />
}

/** The list's order in each view: what is due first; the last done first. */
const sortOf = (view: View) => (view === 'done' ? { field: 'completed_at', order: 'DESC' as const } : { field: 'due_at', order: 'ASC' as const })

function ViewTabs({ view, setView }: { view: View; setView: (view: View) => void }) {
  const translate = useTranslate()
  const { setSort } = useListContext()
  const choose = (next: View | null) => {
    if (!next) return
    setView(next)
    setSort(sortOf(next))
  }
  return (
    <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => choose(next)} aria-label={translate('app.tasks.list.views')}>
      {VIEWS.map((name) => (
        <ToggleButton key={name} value={name} sx={{ minHeight: { xs: 44, sm: 32 }, px: 2 }}>
          {translate(`app.tasks.list.${name}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}

function LeadCell({ task }: { task: RaRecord }) {
  const createPath = useCreatePath()
  const lead = task.expand?.submission
  if (!lead) return null
  return (
    <Link to={createPath({ resource: 'forms', id: lead.id, type: 'show' })} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      <TwoLineCell main={lead.name} secondary={lead.company} />
    </Link>
  )
}

function whenOf(task: RaRecord) {
  return staffDateTime(task.done ? task.completed_at : task.due_at).slice(0, 16)
}

function TaskTable({ now }: { now: number }) {
  const { nameOf } = useStaffNames()
  return (
    <DataTable rowClick={(_id, _resource, task) => `/forms/${task.submission}/show`} bulkActionButtons={false} sx={fittedTableSx}>
      <DataTable.Col source="done" disableSort render={(task: RaRecord) => <TaskStateChip state={taskStateAt(task, now)} />} />
      <DataTable.Col source="due_at" render={(task: RaRecord) => whenOf(task)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <DataTable.Col source="title" />
      <DataTable.Col source="submission" disableSort render={(task: RaRecord) => <LeadCell task={task} />} />
      <DataTable.Col source="owner" disableSort render={(task: RaRecord) => nameOf(task.owner)} />
      <DataTable.Col source="actions" label="resources.tasks.fields.actions" disableSort>
        <RecordDoneButton />
      </DataTable.Col>
    </DataTable>
  )
}

/** 完成 in a row: DataTable gives each cell its row as the record context. */
function RecordDoneButton() {
  const task = useRecordContext()
  return task ? <TaskDoneButton task={task} /> : null
}

function TaskCards({ now }: { now: number }) {
  const { data, isPending } = useListContext()
  const { nameOf } = useStaffNames()
  const createPath = useCreatePath()
  if (isPending || !data) return null
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((task) => {
        const lead = task.expand?.submission
        return (
          <Card component="li" variant="outlined" key={task.id} data-task-state={taskStateAt(task, now)}>
            <CardActionArea component={Link} to={createPath({ resource: 'forms', id: task.submission, type: 'show' })}>
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {task.title}
                  </Typography>
                  <TaskStateChip state={taskStateAt(task, now)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {whenOf(task)} · {nameOf(task.owner)}
                </Typography>
                {lead && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {[lead.name, lead.company].filter(Boolean).join(' · ')}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
            <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
              <TaskDoneButton task={task} size="medium" />
            </CardActions>
          </Card>
        )
      })}
    </Box>
  )
}

function Empty({ view }: { view: View }) {
  const translate = useTranslate()
  return <Typography sx={{ p: 2 }} color="text.secondary">{translate(`app.tasks.list.empty.${view}`)}</Typography>
}

export function TaskList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const me = useStaffRecord()
  const now = useMinuteClock()
  // The view chosen last stays (per browser), like the leads desk's columns.
  const [view, setView] = useStore<View>('tasks.view', 'due')
  useRealtimeRefresh('tasks')
  return (
    <List
      resource="tasks"
      filter={viewFilter(view, now)}
      filters={[<OwnerFilter key="owner" source="owner" alwaysOn />]}
      filterDefaultValues={me ? { owner: me.id } : {}}
      sort={sortOf(view)}
      perPage={50}
      queryOptions={{ meta: { expand: 'submission' } }}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <ViewTabs view={view} setView={setView} />
        </TopToolbar>
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <ViewBody view={view} now={now} isPhone={isPhone} />
    </List>
  )
}

function ViewBody({ view, now, isPhone }: { view: View; now: number; isPhone: boolean }) {
  const { data, isPending } = useListContext()
  if (!isPending && data && data.length === 0) return <Empty view={view} />
  return isPhone ? <TaskCards now={now} /> : <TaskTable now={now} />
}
