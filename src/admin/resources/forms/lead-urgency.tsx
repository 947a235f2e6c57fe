// A lead's reply clock on the leads desk: how long it has waited, 即将超时 / 已超时 while it is still
// 待处理 (its due times are the server's, counted in working hours), and the quick filters
// 即将超时 / 已超时 (the 负责人 views are lead-views.tsx).
import { Box, Chip, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import workingHours from '@shared/working-hours.js'
import { useState } from 'react'
import { useListContext, useRecordContext, useTranslate } from 'react-admin'
import { parseServerDate } from '../../format/staff-time'
import { yuan } from './lead-status'
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

/** The 即将超时/已超时 marker of a 待处理 lead, and how long it has waited (the table's status cell, a phone's card). */
export function LeadClock({ lead }: { lead: Record<string, unknown> }) {
  const translate = useTranslate()
  // The time the row was drawn: the list refreshes (live, on focus) often enough for a minute's clock.
  const [now] = useState(Date.now)
  const urgency = leadUrgency(lead, now)
  const created = parseServerDate(typeof lead.created === 'string' ? lead.created : null)
  if (lead.status !== 'pending' || !created) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {urgency !== 'none' && (
        <Chip size="small" variant="outlined" color={urgency === 'overdue' ? 'error' : 'warning'} label={translate(`app.forms.urgency.${urgency}`)} />
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('app.forms.urgency.waited', { time: workingHours.waitedText(now - created.getTime()) })}
      </Typography>
    </Box>
  )
}

/** The status chip, then the reply clock of a 待处理 lead, or the expected value of one further on. */
export function LeadStatusCell() {
  const lead = useRecordContext()
  if (!lead) return null
  const value = yuan(lead.expected_value)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <StatusChip />
      <LeadClock lead={lead} />
      {value && lead.status !== 'pending' ? (
        <Typography variant="caption" color="text.secondary">
          {value}
        </Typography>
      ) : null}
    </Box>
  )
}

/** Server times are compared as stored text (`YYYY-MM-DD HH:mm:ss.sssZ`). */
const serverNow = () => new Date().toISOString().replace('T', ' ')

/**
 * The filter keys the urgency toggles own. Their stage condition is a key of its own (`status@=`), not the
 * 状态 filter's `status`: switching a toggle off takes it away with them, and leaves a stage the salesperson
 * chose alone.
 */
const URGENCY_KEYS = ['due_at_lte', 'due_at_gt', 'soon_at_lte', 'status@=']

/** 即将超时 / 已超时 as toggles over the list's filters (kept in the URL like the others). */
export function LeadQuickFilters() {
  const translate = useTranslate()
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const current = filterValues.due_at_lte ? 'overdue' : filterValues.soon_at_lte ? 'soon' : ''
  const chooseUrgency = (_: unknown, value: string | null) => {
    const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => !URGENCY_KEYS.includes(key)))
    const now = serverNow()
    const next =
      value === 'overdue'
        ? { ...rest, 'status@=': 'pending', due_at_lte: now }
        : value === 'soon'
          ? { ...rest, 'status@=': 'pending', soon_at_lte: now, due_at_gt: now }
          : rest
    setFilters(next, displayedFilters)
  }
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={chooseUrgency}
      aria-label={translate('app.forms.urgency.filter')}
      sx={{ '& .MuiToggleButton-root': { minHeight: { xs: 44, md: 36 }, whiteSpace: 'nowrap' } }}
    >
      <ToggleButton value="soon">{translate('app.forms.urgency.soon')}</ToggleButton>
      <ToggleButton value="overdue">{translate('app.forms.urgency.overdue')}</ToggleButton>
    </ToggleButtonGroup>
  )
}
