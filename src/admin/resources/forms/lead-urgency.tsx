// A lead's reply clock on the leads desk: how long it has waited, 即将超时 / 已超时 while it is still
// 待处理 (its due times are the server's, counted in working hours), and the quick filters
// 即将超时 / 已超时 / 我的线索.
import { Box, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import workingHours from '@shared/working-hours.js'
import { useState } from 'react'
import { useGetIdentity, useListContext, useRecordContext, useTranslate } from 'react-admin'
import { parseServerDate } from '../../format/staff-time'
import { StatusChip } from './status-chip'

export type Urgency = 'none' | 'soon' | 'overdue'

/** Where a lead stands at `now`: only a 待处理 lead with due times can be late. */
export function leadUrgency(lead: Record<string, unknown>, now: number): Urgency {
  if (lead.status !== 'pending') return 'none'
  const due = parseServerDate(typeof lead.due_at === 'string' ? lead.due_at : null)
  const soon = parseServerDate(typeof lead.soon_at === 'string' ? lead.soon_at : null)
  if (due && now >= due.getTime()) return 'overdue'
  if (soon && now >= soon.getTime()) return 'soon'
  return 'none'
}

/** The status chip, then the 即将超时/已超时 marker and how long a 待处理 lead has waited. */
export function LeadStatusCell() {
  const lead = useRecordContext()
  const translate = useTranslate()
  // The time the row was drawn: the list refreshes (live, on focus) often enough for a minute's clock.
  const [now] = useState(Date.now)
  if (!lead) return null
  const urgency = leadUrgency(lead, now)
  const created = parseServerDate(lead.created)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <StatusChip />
        {urgency !== 'none' && (
          <Chip size="small" variant="outlined" color={urgency === 'overdue' ? 'error' : 'warning'} label={translate(`app.forms.urgency.${urgency}`)} />
        )}
      </Box>
      {lead.status === 'pending' && created && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.forms.urgency.waited', { time: workingHours.waitedText(now - created.getTime()) })}
        </Typography>
      )}
    </Box>
  )
}

/** Server times are compared as stored text (`YYYY-MM-DD HH:mm:ss.sssZ`). */
const serverNow = () => new Date().toISOString().replace('T', ' ')

/** 即将超时 / 已超时 / 我的线索 as toggles over the list's filters (kept in the URL like the others). */
export function LeadQuickFilters() {
  const translate = useTranslate()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const { identity } = useGetIdentity()
  const current = filterValues.due_at_lte ? 'overdue' : filterValues.soon_at_lte ? 'soon' : ''
  const chooseUrgency = (_: unknown, value: string | null) => {
    const { due_at_lte: _due, due_at_gt: _gt, soon_at_lte: _soon, ...rest } = filterValues
    const now = serverNow()
    const next = value === 'overdue' ? { ...rest, status: 'pending', due_at_lte: now } : value === 'soon' ? { ...rest, status: 'pending', soon_at_lte: now, due_at_gt: now } : rest
    setFilters(next, displayedFilters)
  }
  const mine = Boolean(identity && filterValues.assignee === identity.id)
  const toggleMine = () => {
    const { assignee: _assignee, ...rest } = filterValues
    setFilters(mine || !identity ? rest : { ...rest, assignee: identity.id }, displayedFilters)
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <ToggleButtonGroup size="small" exclusive value={current} onChange={chooseUrgency} aria-label={translate('app.forms.urgency.filter')}>
        <ToggleButton value="soon">{translate('app.forms.urgency.soon')}</ToggleButton>
        <ToggleButton value="overdue">{translate('app.forms.urgency.overdue')}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButton size="small" value="mine" selected={mine} onChange={toggleMine}>
        {translate('app.forms.urgency.mine')}
      </ToggleButton>
    </Box>
  )
}
