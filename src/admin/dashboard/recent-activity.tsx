// 最近动态: the newest entries of the activity log (leads arriving, content and settings changed), with who and when.
import { Box, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { beijingDateTime } from '../format/beijing-time'
import { resourceOfCollection, type ActivityEntry } from './dashboard-figures'

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const translate = useTranslate()
  const resource = resourceOfCollection[entry.collection_name]
  const fields = (entry.action === 'updated' && entry.details?.fields) || []
  const changed = fields.map((field) => translate(`resources.${resource}.fields.${field}`, { _: field })).join('、')
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }} data-action={entry.action}>
      <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        {entry.summary}
        {entry.record_label && `「${entry.record_label}」`}
        {changed && `：${changed}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.actor_name || translate('app.dashboard.activity.visitorOrSystem')} · <time dateTime={entry.created.replace(' ', 'T')}>{beijingDateTime(entry.created)}</time>
      </Typography>
    </Box>
  )
}

export function RecentActivity({ entries }: { entries: ActivityEntry[] | undefined }) {
  const translate = useTranslate()
  if (!entries || entries.length === 0) {
    return <Typography color="text.secondary">{translate('app.common.noData')}</Typography>
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </Box>
  )
}
