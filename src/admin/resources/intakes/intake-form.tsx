// Create and edit an intake: 课程, 开始日期, 结束日期 (Beijing calendar days, kept as 'YYYY-MM-DD'),
// 城市, 名额, 状态, 备注; checked in the browser with the server's rules and messages, and the
// server's per-field messages shown when it refuses (pessimistic saves).
import { Create, DateInput, Edit, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin'
import { useSavedThenList } from '../../ui/use-saved'
import { courseChoices, intakeLimits, statusChoices, validateIntake } from './intake-labels'

function IntakeForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges validate={validateIntake} defaultValues={{ status: 'open' }} sx={{ maxWidth: 560 }}>
      <SelectInput source="course" choices={courseChoices} isRequired fullWidth />
      <DateInput source="start_date" isRequired fullWidth />
      <DateInput source="end_date" isRequired fullWidth />
      <TextInput source="city" isRequired fullWidth slotProps={{ htmlInput: { maxLength: intakeLimits.cityMaxLength } }} />
      <NumberInput source="seats" min={1} step={1} fullWidth helperText="resources.intakes.form.seatsHint" />
      <SelectInput source="status" choices={statusChoices} isRequired fullWidth />
      <TextInput source="note" multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: intakeLimits.noteMaxLength } }} />
    </SimpleForm>
  )
}

export function IntakeCreate() {
  const onSuccess = useSavedThenList('intakes', 'resources.intakes.notify.created')
  return (
    <Create resource="intakes" redirect="list" mutationOptions={{ onSuccess }}>
      <IntakeForm />
    </Create>
  )
}

export function IntakeEdit() {
  const onSuccess = useSavedThenList('intakes', 'resources.intakes.notify.updated')
  return (
    <Edit resource="intakes" mutationMode="pessimistic" redirect="list" mutationOptions={{ onSuccess }}>
      <IntakeForm />
    </Edit>
  )
}
