// Row buttons 发布/取消发布 and 置顶/取消置顶: each sends only its own field (the provider diffs against
// previousData), the spec's loading words in the button and a loading toast while it works, replaced by its
// success or error toast when the server answers. published_at is the server's (spec section 4).
import PushPinIcon from '@mui/icons-material/PushPin'
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined'
import PublishIcon from '@mui/icons-material/Publish'
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined'
import { Button, CircularProgress } from '@mui/material'
import type { MouseEvent, ReactNode } from 'react'
import { useRecordContext, useTranslate, useUpdate, type RaRecord } from 'react-admin'
import { useActionToast } from '../../layout/action-toast'
import { newsKeys } from './news-keys'

type Texts = { on: string; off: string; turningOn: string; turningOff: string; turnedOn: string; turnedOff: string; failed: string }

const texts: Record<'published' | 'featured', Texts> = {
  published: {
    on: newsKeys.publish.publish,
    off: newsKeys.publish.unpublish,
    turningOn: newsKeys.publish.publishing,
    turningOff: newsKeys.publish.unpublishing,
    turnedOn: newsKeys.publish.published,
    turnedOff: newsKeys.publish.unpublished,
    failed: newsKeys.publish.failed,
  },
  featured: {
    on: newsKeys.feature.feature,
    off: newsKeys.feature.unfeature,
    turningOn: newsKeys.feature.featuring,
    turningOff: newsKeys.feature.unfeaturing,
    turnedOn: newsKeys.feature.featured,
    turnedOff: newsKeys.feature.unfeatured,
    failed: newsKeys.feature.failed,
  },
}

const icons: Record<'published' | 'featured', { on: ReactNode; off: ReactNode }> = {
  published: { on: <PublishIcon />, off: <UnpublishedOutlinedIcon /> },
  featured: { on: <PushPinIcon />, off: <PushPinOutlinedIcon /> },
}

function FlagButton({ field }: { field: 'published' | 'featured' }) {
  const record = useRecordContext()
  const startToast = useActionToast()
  const translate = useTranslate()
  const [update, { isPending }] = useUpdate<RaRecord>()
  if (!record) return null
  const isOn = Boolean(record[field])
  const t = texts[field]

  const toggle = (event: MouseEvent) => {
    // The buttons sit in a clickable row: the click must not also open the article.
    event.stopPropagation()
    const toast = startToast(isOn ? t.turningOff : t.turningOn)
    update(
      'news',
      { id: record.id, data: { [field]: !isOn }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.success(isOn ? t.turnedOff : t.turnedOn),
        onError: () => toast.error(t.failed),
      },
    )
  }

  return (
    <Button
      size="small"
      variant={isOn ? 'text' : 'outlined'}
      onClick={toggle}
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} /> : isOn ? icons[field].off : icons[field].on}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(isPending ? (isOn ? t.turningOff : t.turningOn) : isOn ? t.off : t.on)}
    </Button>
  )
}

export const PublishButton = () => <FlagButton field="published" />
export const FeatureButton = () => <FlagButton field="featured" />
