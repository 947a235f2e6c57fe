// A course's or page's state in the lists of 课程管理 and 页面管理: 已发布, 有草稿, or 定时 with the time.
import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import { staffDateTime } from '../../format/staff-time'
import type { Draft } from './publishing-api'

export function DraftChip({ draft }: { draft: Draft | undefined }) {
  const translate = useTranslate()
  if (!draft) return <Chip size="small" color="success" variant="outlined" label={translate('app.publishing.state.published')} />
  if (draft.publish_at) return <Chip size="small" color="info" label={translate('app.publishing.state.scheduled', { time: staffDateTime(draft.publish_at).slice(0, 16) })} />
  return <Chip size="small" color="warning" label={translate('app.publishing.state.draft')} />
}
