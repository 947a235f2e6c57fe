// An account in 员工管理 (/admin/staff/<id>): its name, e-mail and role saved together; 停用/启用, 重置密码
// (a new one-time password, shown once) and 删除 (only an account that owns nothing; the server says when
// not) each at once. Not for one's own account: nobody disables, resets or deletes themselves here.
import BlockIcon from '@mui/icons-material/Block'
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import LockResetIcon from '@mui/icons-material/LockReset'
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline'
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import staffRules from '@shared/limits.json' with { type: 'json' }
import { useState } from 'react'
import {
  Confirm,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  required,
  useDataProvider,
  useDelete,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import type { StaffDataProvider } from '../../providers/data-provider'
import { FactList } from '../../ui/fact-list'
import { useSecurityState } from './security-state'
import { OneTimePasswordDialog, type ShownPassword } from './one-time-password-dialog'
import { AccountStateChip, RoleChip } from './staff-chips'
import { ONE_TIME_PASSWORD, resetPasswordPath, roleChoices, twoStepState, validateMobile } from './staff-labels'

type Action = 'disable' | 'enable' | 'reset' | 'delete'

/** The message of a refusal, as the server words it (Chinese), else `fallback`. */
function failureMessage(failure: unknown, fallback: string): string {
  const message = failure && typeof failure === 'object' && 'message' in failure ? String(failure.message) : ''
  return /[\u4e00-\u9fff]/.test(message) ? message : fallback
}

/** 停用/启用, 重置密码 and 删除, each asked first. */
function AccountActions() {
  const record = useRecordContext()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const { identity } = useGetIdentity()
  const [update, { isPending: updating }] = useUpdate()
  const [remove, { isPending: deleting }] = useDelete()
  const [asking, setAsking] = useState<Action | null>(null)
  const [resetting, setResetting] = useState(false)
  const [shown, setShown] = useState<ShownPassword | null>(null)
  if (!record || record.id === identity?.id) return null
  const busy = updating || deleting || resetting

  const run = async (action: Action) => {
    setAsking(null)
    if (action === 'disable' || action === 'enable') {
      update(
        'staff',
        { id: record.id, data: { disabled: action === 'disable' }, previousData: record },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => notify(`resources.staff.notify.${action}d`, { type: 'success' }),
          onError: (failure) => notify(failureMessage(failure, 'resources.staff.notify.failed'), { type: 'error' }),
        },
      )
    } else if (action === 'reset') {
      setResetting(true)
      try {
        const answer = await dataProvider.send<Record<string, string>>(resetPasswordPath(String(record.id)), { method: 'POST' })
        setShown({ username: String(record.username), password: answer[ONE_TIME_PASSWORD] ?? '' })
        notify('resources.staff.notify.reset', { type: 'success' })
        refresh()
      } catch (failure) {
        notify(failureMessage(failure, 'resources.staff.notify.failed'), { type: 'error' })
      } finally {
        setResetting(false)
      }
    } else {
      remove(
        'staff',
        { id: record.id, previousData: record },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            notify('resources.staff.notify.deleted', { type: 'success' })
            redirect('list', 'staff')
          },
          onError: (failure) => notify(failureMessage(failure, 'resources.staff.notify.failed'), { type: 'error' }),
        },
      )
    }
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
      {record.disabled ? (
        <Button variant="outlined" startIcon={<PlayCircleOutlineIcon />} onClick={() => setAsking('enable')} disabled={busy}>
          {translate('resources.staff.action.enable')}
        </Button>
      ) : (
        <Button variant="outlined" color="warning" startIcon={<BlockIcon />} onClick={() => setAsking('disable')} disabled={busy}>
          {translate('resources.staff.action.disable')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setAsking('reset')} disabled={busy}>
        {translate('resources.staff.action.reset')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setAsking('delete')} disabled={busy}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={`resources.staff.confirm.${asking ?? 'disable'}Title`}
        content={`resources.staff.confirm.${asking ?? 'disable'}`}
        translateOptions={{ username: String(record.name || record.username) }}
        confirm={asking === 'delete' ? 'ra.action.delete' : `resources.staff.action.${asking ?? 'disable'}`}
        confirmColor={asking === 'enable' || asking === 'reset' ? 'primary' : 'warning'}
        onConfirm={() => void run(asking ?? 'disable')}
        onClose={() => setAsking(null)}
      />
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
    </Stack>
  )
}

/** State, 两步验证 and last sign-in, read only. */
function AccountFacts() {
  const record = useRecordContext()
  const translate = useTranslate()
  const security = useSecurityState()
  if (!record) return null
  return (
    <FactList
      empty="—"
      facts={[
        ['resources.staff.fields.username', record.username],
        ['resources.staff.fields.state', <AccountStateChip key="state" />],
        ['resources.staff.fields.role', <RoleChip key="role" />],
        ['resources.staff.fields.two_step', translate(`resources.staff.twoStep.${twoStepState(record, security)}`)],
        ['resources.staff.fields.last_sign_in_at', record.last_sign_in_at ? staffDateTime(record.last_sign_in_at) : translate('resources.staff.neverSignedIn')],
      ]}
    />
  )
}

function StaffToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}

function SelfNote() {
  const record = useRecordContext()
  const translate = useTranslate()
  const { identity } = useGetIdentity()
  if (!record || record.id !== identity?.id) return null
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.staff.form.selfNote')}
    </Typography>
  )
}

export function StaffEdit() {
  const notify = useNotify()
  return (
    <Edit
      resource="staff"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('resources.staff.notify.updated', { type: 'success' }) }}
    >
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Card variant="outlined">
          <CardContent>
            <AccountFacts />
          </CardContent>
        </Card>
        <AccountActions />
      </Box>
      <SimpleForm toolbar={<StaffToolbar />} warnWhenUnsavedChanges sx={{ maxWidth: 560 }}>
        <SelfNote />
        <TextInput source="name" fullWidth slotProps={{ htmlInput: { maxLength: staffRules.staffNameMaxLength } }} />
        <TextInput source="email" type="email" validate={email()} fullWidth helperText="resources.staff.form.emailHint" />
        <TextInput source="mobile" validate={validateMobile} fullWidth helperText="resources.staff.form.mobileHint" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <SelectInput source="role" choices={roleChoices} validate={required()} fullWidth helperText="resources.staff.form.roleHint" />
      </SimpleForm>
    </Edit>
  )
}
