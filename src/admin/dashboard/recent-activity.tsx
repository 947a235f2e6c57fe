// 最近动态: the newest entries of the activity log (leads arriving, content and settings changed), with who
// and when; each row links to its record (or its screen) while there is one.
import { Box, Link as MuiLink, Typography } from '@mui/material'
import { Link, useCreatePath, useLocale, useResourceDefinitions, useTranslate } from 'react-admin'
import { staffDateTime } from '../format/staff-time'
import { useEnumLabel } from '../providers/enum-labels'
import { activityTarget, resourceOfCollection, type ActivityEntry } from './dashboard-figures'

/**
 * What happened, in the back office's language: the server's own summary (written in Simplified Chinese)
 * or, in another language, the action and the screen; then the record's name and the fields changed.
 */
function useEntryText(entry: ActivityEntry): string {
  const translate = useTranslate()
  const locale = useLocale()
  const enumLabel = useEnumLabel()
  const resource = resourceOfCollection[entry.collection_name]
  let text =
    locale === 'zh-CN'
      ? entry.summary
      : translate('app.dashboard.activity.summary', {
          action: enumLabel('activityActions', entry.action),
          resource: resource ? translate(`resources.${resource}.name`) : entry.collection_name,
        })
  if (entry.record_label) text = translate('app.dashboard.activity.labelled', { text, label: entry.record_label })
  const fields = (entry.action === 'updated' && entry.details?.fields) || []
  if (fields.length > 0) {
    const switched = entry.details?.switched ?? {}
    const changed = fields
      .map((field) => {
        const name = translate(`resources.${resource}.fields.${field}`, { _: field })
        if (!(field in switched)) return name
        // 维护模式（开启）: a switch says which way it went.
        return translate('app.dashboard.activity.switched', { field: name, state: translate(`app.dashboard.activity.${switched[field] ? 'on' : 'off'}`) })
      })
      .join(translate('app.dashboard.activity.separator'))
    text = translate('app.dashboard.activity.changed', { text, fields: changed })
  }
  return text
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const target = activityTarget(entry, useResourceDefinitions())
  const text = useEntryText(entry)
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }} data-action={entry.action}>
      <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        {target ? (
          <MuiLink component={Link} to={createPath(target)} underline="hover">
            {text}
          </MuiLink>
        ) : (
          text
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.actor_name || translate('app.dashboard.activity.visitorOrSystem')} · <time dateTime={entry.created.replace(' ', 'T')}>{staffDateTime(entry.created)}</time>
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
