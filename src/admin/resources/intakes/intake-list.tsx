// 课程排期 (/admin/intakes): every course session, latest start first, filtered by course and state;
// the course pages show the next open one at their next load.
import { useMediaQuery, type Theme } from '@mui/material'
import { CreateButton, DataTable, List, Pagination, SelectInput, SimpleList, TopToolbar, useTranslate, type RaRecord } from 'react-admin'
import { useEnumLabel } from '../../providers/enum-labels'
import { useRealtimeRefresh } from '../../ra-data-pocketbase'
import { courseChoices, intakeDates, seatsMessage, statusChoices } from './intake-labels'
import { IntakeStatusChip } from './intake-status-chip'

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const

const intakeFilters = [
  <SelectInput key="course" source="course" choices={courseChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
]

function IntakeActions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.intakes.add" />
    </TopToolbar>
  )
}

export function IntakeList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const translate = useTranslate()
  const enumLabel = useEnumLabel()
  useRealtimeRefresh('intakes')
  return (
    <List
      resource="intakes"
      sort={{ field: 'start_date', order: 'DESC' }}
      perPage={25}
      filters={intakeFilters}
      actions={<IntakeActions />}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(intake: RaRecord) => enumLabel('courses', intake.course)}
          secondaryText={(intake: RaRecord) => `${intakeDates(intake)} · ${intake.city}`}
          tertiaryText={(intake: RaRecord) => `${enumLabel('intakeStatuses', intake.status)} · ${translate(...seatsMessage(intake.seats))}`}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <DataTable.Col source="course" render={(intake: RaRecord) => enumLabel('courses', intake.course)} cellSx={noWrap} />
          <DataTable.Col source="start_date" label="resources.intakes.fields.dates" render={(intake: RaRecord) => intakeDates(intake)} cellSx={noWrap} />
          <DataTable.Col source="city" cellSx={noWrap} />
          <DataTable.Col source="seats" render={(intake: RaRecord) => (intake.seats > 0 ? String(intake.seats) : '—')} />
          <DataTable.Col source="status" field={IntakeStatusChip} cellSx={noWrap} />
          <DataTable.Col source="note" disableSort />
        </DataTable>
      )}
    </List>
  )
}
