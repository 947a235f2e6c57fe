// The leads desk's filters: search, type, status and a date range of Beijing days; all kept in the URL.
import { DateInput, SearchInput, SelectInput } from 'react-admin'
import { beijingDay, beijingDayStart, parseServerDate } from '../../format/beijing-time'
import { formTypeChoices, statusChoices } from './lead-status'

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

export const leadFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="搜索姓名、邮箱、电话、公司或留言" />,
  <SelectInput key="form_type" source="form_type" choices={formTypeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <DateInput key="from" source="created_gte" label="resources.forms.filters.from" parse={parseFrom} format={formatFrom} />,
  <DateInput key="to" source="created_lt" label="resources.forms.filters.to" parse={parseTo} format={formatTo} />,
]
