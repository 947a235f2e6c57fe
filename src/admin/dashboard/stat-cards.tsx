// The stat cards: 轮播图, 新闻 (published), 表单提交 (pending), 今日访问, each with its 较上周 change, as many as
// the role is shown; a card opens its list, the leads card the leads still 待处理.
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material'
import { visuallyHidden } from '@mui/utils'
import type { ReactNode } from 'react'
import { LinkBase, useCreatePath, useTranslate } from 'react-admin'
import { useAccess } from '../providers/staff-session'
import { weekChange, type DashboardAnswer } from './dashboard-figures'

/** 较上周 ↑ 50% (up in green, down in red); "上周为 0" when last week had nothing to compare with. */
export function ChangeLine({ thisWeek, lastWeek }: { thisWeek: number; lastWeek: number }) {
  const translate = useTranslate()
  const { direction, percent } = weekChange(thisWeek, lastWeek)
  const arrow = direction === 'up' ? '↑' : direction === 'down' ? '↓' : ''
  const word = direction === 'up' ? translate('app.dashboard.change.up') : direction === 'down' ? translate('app.dashboard.change.down') : ''
  const figure = direction === 'flat' ? translate('app.dashboard.change.flat') : percent === null ? translate('app.dashboard.change.fromZero') : `${percent}%`
  return (
    <Typography
      variant="body2"
      data-change={direction}
      sx={{ color: direction === 'up' ? 'success.dark' : direction === 'down' ? 'error.dark' : 'text.secondary' }}
    >
      {translate('app.dashboard.change.label')}{' '}
      {arrow && <span aria-hidden="true">{arrow} </span>}
      {word && <Box component="span" sx={visuallyHidden}>{word}</Box>}
      {figure}
    </Typography>
  )
}

interface StatCardProps {
  stat: string
  label: string
  value: number | undefined
  detail?: string
  change?: { thisWeek: number; lastWeek: number }
  to?: string
  failed: boolean
}

function StatCard({ stat, label, value, detail, change, to, failed }: StatCardProps) {
  const translate = useTranslate()
  const body: ReactNode = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-stat={stat} sx={{ my: 0.5 }}>
        {value !== undefined ? value : failed ? translate('app.common.noData') : <Skeleton width={64} />}
      </Typography>
      {value !== undefined && detail && (
        <Typography variant="body2" color="text.secondary" data-detail={stat}>
          {detail}
        </Typography>
      )}
      {value !== undefined && change && <ChangeLine {...change} />}
    </CardContent>
  )
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      {to ? (
        <CardActionArea component={LinkBase} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  )
}

/** The leads desk's filter (in its URL) behind the leads card: the ones waiting for someone. */
export const pendingLeads = { status: 'pending' }

/**
 * The cards the signed-in role is shown (`shows`, the roles table; the answer holds only those): a card
 * opens its list when the role may open it, and a leads card of the total alone (an editor's) says no more.
 */
export function StatCards({ stats, failed, shows }: { stats: DashboardAnswer | undefined; failed: boolean; shows: (figure: string) => boolean }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const { can } = useAccess()
  const cards = stats?.cards
  const list = (resource: string, filter?: Record<string, string>) =>
    can(resource, 'list') ? createPath({ resource, type: 'list' }) + (filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '') : undefined
  const added = (count: number) => translate('app.dashboard.cards.weekAdded', { count })
  const leads = cards?.leads
  const leadFigures = leads && leads.pending !== undefined && leads.thisWeek !== undefined && leads.lastWeek !== undefined ? { pending: leads.pending, thisWeek: leads.thisWeek, lastWeek: leads.lastWeek } : null
  const shown = [
    shows('carousels') && (
      <StatCard
        key="carousels"
        stat="carousels"
        label={translate('app.dashboard.cards.carousels')}
        value={cards?.carousels?.total}
        detail={cards?.carousels && `${translate('app.dashboard.cards.active', { count: cards.carousels.active })} · ${added(cards.carousels.thisWeek)}`}
        change={cards?.carousels}
        to={list('carousels')}
        failed={failed}
      />
    ),
    shows('news') && (
      <StatCard
        key="news"
        stat="news"
        label={translate('app.dashboard.cards.news')}
        value={cards?.news?.total}
        detail={cards?.news && `${translate('app.dashboard.cards.published', { count: cards.news.published })} · ${added(cards.news.thisWeek)}`}
        change={cards?.news}
        to={list('news')}
        failed={failed}
      />
    ),
    (shows('leads') || shows('leadTotal')) && (
      <StatCard
        key="leads"
        stat="leads"
        label={translate('app.dashboard.cards.leads')}
        value={leads?.total}
        detail={leadFigures ? `${translate('app.dashboard.cards.pending', { count: leadFigures.pending })} · ${added(leadFigures.thisWeek)}` : undefined}
        change={leadFigures ?? undefined}
        to={list('forms', pendingLeads)}
        failed={failed}
      />
    ),
    shows('visits') && (
      <StatCard
        key="visits"
        stat="visits"
        label={translate('app.dashboard.cards.visits')}
        value={cards?.visits?.today}
        detail={cards?.visits && translate('app.dashboard.cards.weekViews', { count: cards.visits.thisWeek })}
        change={cards?.visits}
        failed={failed}
      />
    ),
  ].filter(Boolean)
  if (shown.length === 0) return null
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(2, shown.length)}, 1fr)`, lg: `repeat(${shown.length}, 1fr)` } }}>
      {shown}
    </Box>
  )
}
