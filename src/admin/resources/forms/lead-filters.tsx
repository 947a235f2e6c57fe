// The leads desk's filters: search, type, status and a date range of Beijing days; all kept in the URL.
import { DateInput, SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin'
import { beijingDay, beijingDayStart, parseServerDate } from '../../format/beijing-time'
import { enumChoices } from '../../providers/enum-labels'

const DAY_MS = 24 * 60 * 60 * 1000

/** The Beijing day (`YYYY-MM-DD`) after `day`. */
function nextDay(day: string): string {
  return beijingDay(new Date(new Date(`${day}T00:00:00+08:00`).getTime() + DAY_MS))
}

/** From: the start of the chosen Beijing day. */
const parseFrom = (day: string) => (day ? beijingDayStart(day) : '')
const formatFrom = (instant: string) => {
  const date = parseServerDate(instant)
  return date ? beijingDay(date) : ''
}
/** To (inclusive): kept as the start of the next Beijing day, compared with `<`. */
const parseTo = (day: string) => (day ? beijingDayStart(nextDay(day)) : '')
const formatTo = (instant: string) => {
  const date = parseServerDate(instant)
  return date ? beijingDay(new Date(date.getTime() - 1)) : ''
}

/** The search box, its placeholder in the back office's language. */
function LeadSearchInput(props: SearchInputProps) {
  const translate = useTranslate()
  return <SearchInput {...props} placeholder={translate('resources.forms.searchPlaceholder')} />
}

export const leadFilters = [
  <LeadSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="form_type" source="form_type" choices={enumChoices('formTypes')} alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('submissionStatuses')} alwaysOn />,
  <DateInput key="from" source="created_gte" label="resources.forms.filters.from" parse={parseFrom} format={formatFrom} />,
  <DateInput key="to" source="created_lt" label="resources.forms.filters.to" parse={parseTo} format={formatTo} />,
]
