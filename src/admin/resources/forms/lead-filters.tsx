// The leads desk's filters: search, type, stage, 负责人 and a date range of days in the site's zone; all kept in the
// URL (the 负责人 views of lead-views.tsx set the same 负责人 key).
import { DateInput, SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin'
import { nextCalendarDay, parseServerDate, staffDay, staffDayStart } from '../../format/staff-time'
import { enumChoices } from '../../providers/enum-labels'
import { displayName, useStaffNames } from './lead-assignee'

/** From: the start of the chosen day. */
const parseFrom = (day: string) => (day ? staffDayStart(day) : '')
const formatFrom = (instant: string) => {
  const date = parseServerDate(instant)
  return date ? staffDay(date) : ''
}
/** To (inclusive): kept as the start of the next day, compared with `<`. */
const parseTo = (day: string) => (day ? staffDayStart(nextCalendarDay(day)) : '')
const formatTo = (instant: string) => {
  const date = parseServerDate(instant)
  return date ? staffDay(new Date(date.getTime() - 1)) : ''
}

/** The search box, its placeholder in the back office's language, wide enough to show it whole. */
function LeadSearchInput(props: SearchInputProps) {
  const translate = useTranslate()
  return <SearchInput {...props} placeholder={translate('resources.forms.searchPlaceholder')} sx={{ width: { xs: '100%', sm: '19em' } }} />
}

/** 负责人: the colleagues who work leads, by name. */
function AssigneeInput(props: { source: string; alwaysOn?: boolean }) {
  const { staff } = useStaffNames()
  return <SelectInput {...props} choices={staff.map((row) => ({ id: row.id, name: displayName(row) }))} translateChoice={false} />
}

export const leadFilters = [
  <LeadSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="form_type" source="form_type" choices={enumChoices('formTypes')} alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('submissionStatuses')} alwaysOn />,
  <AssigneeInput key="assignee" source="assignee" />,
  <DateInput key="from" source="created_gte" label="resources.forms.filters.from" parse={parseFrom} format={formatFrom} />,
  <DateInput key="to" source="created_lt" label="resources.forms.filters.to" parse={parseTo} format={formatTo} />,
]
