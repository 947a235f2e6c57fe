// 员工管理 (/admin/staff, admins only): every account with its username, name, e-mail, role, 两步验证, last
// sign-in and state; a table from 640 px, cards on a phone, each opening the account.
import { Box, Card, CardActionArea, CardContent, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  CreateButton,
  DataTable,
  Link,
  List,
  Pagination,
  RecordContextProvider,
  SearchInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import { TwoLineCell, fittedTableSx } from '../../ui/list-columns'
import { useSecurityState } from './security-state'
import { AccountStateChip, RoleChip } from './staff-chips'
import { twoStepState } from './staff-labels'

const staffFilters = [<SearchInput key="q" source="q" alwaysOn />]

function StaffActions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.staff.add" />
    </TopToolbar>
  )
}

/** 最近登录, or 从未登录. */
function useLastSignIn() {
  const translate = useTranslate()
  return (record: RaRecord) => (record.last_sign_in_at ? staffDateTime(record.last_sign_in_at) : translate('resources.staff.neverSignedIn'))
}

function useTwoStepLabel() {
  const translate = useTranslate()
  const security = useSecurityState()
  return (record: RaRecord) => translate(`resources.staff.twoStep.${twoStepState(record, security)}`)
}

function StaffCards() {
  const { data, isPending } = useListContext()
  const createPath = useCreatePath()
  const translate = useTranslate()
  const lastSignIn = useLastSignIn()
  const twoStep = useTwoStepLabel()
  if (isPending || !data) return null
  if (data.length === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('ra.navigation.no_results', { name: translate('resources.staff.name') })}
      </Typography>
    )
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" data-account={record.username}>
            <CardActionArea component={Link} to={createPath({ resource: 'staff', id: record.id, type: 'edit' })}>
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {record.name || record.username}
                  </Typography>
                  <AccountStateChip />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[record.name ? record.username : '', record.email].filter(Boolean).join(' · ')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
                  <RoleChip />
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.staff.fields.two_step')}：{twoStep(record)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.staff.fields.last_sign_in_at')}：{lastSignIn(record)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  )
}

export function StaffList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const lastSignIn = useLastSignIn()
  const twoStep = useTwoStepLabel()
  return (
    <List
      resource="staff"
      sort={{ field: 'username', order: 'ASC' }}
      perPage={25}
      filters={staffFilters}
      actions={<StaffActions />}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <StaffCards />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} sx={fittedTableSx}>
          <DataTable.Col source="username" render={(record: RaRecord) => <TwoLineCell main={record.username} secondary={record.name} />} />
          <DataTable.Col source="email" />
          <DataTable.Col source="role" field={RoleChip} />
          <DataTable.Col source="two_step" disableSort render={(record: RaRecord) => twoStep(record)} />
          <DataTable.Col source="last_sign_in_at" render={(record: RaRecord) => lastSignIn(record)} />
          <DataTable.Col source="disabled" label="resources.staff.fields.state" field={AccountStateChip} />
        </DataTable>
      )}
    </List>
  )
}
