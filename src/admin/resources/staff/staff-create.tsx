// 添加员工: username, name, e-mail (optional) and role; the server makes a one-time password, shown once in a
// dialog, which the colleague changes at their first sign-in. Sent through the data provider itself, so the
// answer carrying the password never enters react-admin's record cache; refusals go under their fields.
import { Box, Card, CardContent, Typography } from '@mui/material'
import staffRules from '@shared/limits.json' with { type: 'json' }
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Form, SelectInput, TextInput, Title, email, required, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'
import { SubmitButton } from '../../ui/form-section'
import { FormLeaveWarning } from '../../ui/leave-warning'
import { refusal } from '../settings/security-api'
import { OneTimePasswordDialog, type ShownPassword } from './one-time-password-dialog'
import { ONE_TIME_PASSWORD, roleChoices, validateMobile } from './staff-labels'

/** The username rule of the staff collection (its migration): letters, digits, `_ . -`, 3 to 50 characters. */
const USERNAME = /^[a-zA-Z0-9_.-]{3,50}$/
const validateUsername = (value: unknown) => (USERNAME.test(String(value ?? '')) ? undefined : 'resources.staff.form.usernameRule')

export function StaffCreate() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const dataProvider = useDataProvider<StaffDataProvider>()
  const [shown, setShown] = useState<ShownPassword | null>(null)

  const submit = async (values: FieldValues) => {
    const data = { username: String(values.username ?? '').trim(), name: String(values.name ?? '').trim(), email: String(values.email ?? '').trim(), mobile: String(values.mobile ?? '').trim(), role: values.role }
    try {
      const { data: created } = await dataProvider.create('staff', { data })
      notify('resources.staff.notify.created', { type: 'success' })
      setShown({ username: data.username, password: String(created[ONE_TIME_PASSWORD] ?? '') })
      return undefined
    } catch (failure) {
      const { fields, message } = refusal(failure)
      notify(message ?? 'resources.staff.notify.createFailed', { type: 'error' })
      return fields
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.staff.add')} />
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Form defaultValues={{ username: '', name: '', email: '', mobile: '', role: 'sales' }} onSubmit={submit} noValidate disableInvalidFormNotification>
            {!shown && <FormLeaveWarning />}
            <Box sx={{ display: 'grid', gap: 1 }}>
              <TextInput source="username" resource="staff" validate={[required(), validateUsername]} helperText="resources.staff.form.usernameHint" autoComplete="off" />
              <TextInput source="name" resource="staff" helperText={false} slotProps={{ htmlInput: { maxLength: staffRules.staffNameMaxLength } }} />
              <TextInput source="email" resource="staff" type="email" validate={email()} helperText="resources.staff.form.emailHint" />
              <TextInput source="mobile" resource="staff" validate={validateMobile} helperText="resources.staff.form.mobileHint" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
              <SelectInput source="role" resource="staff" choices={roleChoices} validate={required()} helperText="resources.staff.form.roleHint" />
              <Typography variant="body2" color="text.secondary">
                {translate('resources.staff.form.passwordNote')}
              </Typography>
              <SubmitButton label="resources.staff.add" pendingLabel="resources.staff.adding" />
            </Box>
          </Form>
        </CardContent>
      </Card>
      <OneTimePasswordDialog
        shown={shown}
        onClose={() => {
          setShown(null)
          redirect('list', 'staff')
        }}
      />
    </Box>
  )
}
