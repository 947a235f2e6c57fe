// Pieces of a slide shown in the list and the cards: thumbnail, 启用/停用 chip, page and stats.
import { Box, Chip, Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import { readStats } from './carousel-stats'

/** The image's thumbnail (the data provider gives a `?thumb=` URL), or a grey box saying 无图片. */
export function SlideThumbnail({ width = 120 }: { width?: number | string }) {
  const record = useRecordContext()
  const translate = useTranslate()
  const src = (record?.image as { src?: string } | null | undefined)?.src
  const box = { width, aspectRatio: '16 / 9', borderRadius: 1, display: 'block' } as const
  if (!src) {
    return (
      <Box sx={{ ...box, bgcolor: 'grey.200', color: 'text.secondary', display: 'grid', placeItems: 'center', fontSize: 12 }}>
        {translate('resources.carousels.noImage')}
      </Box>
    )
  }
  return <Box component="img" src={src} alt={String(record?.title ?? '')} loading="lazy" sx={{ ...box, objectFit: 'cover' }} />
}

export function ActiveChip() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return record.active ? (
    <Chip size="small" color="success" label={translate('resources.carousels.status.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.carousels.status.inactive')} />
  )
}

/** `服务企业 1000+ · 成功案例 500+`. */
export function StatsText() {
  const record = useRecordContext()
  const stats = readStats(record?.stats)
  if (stats.length === 0) return <Typography variant="body2" color="text.secondary">—</Typography>
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {stats.map((stat, i) => (
        <Box component="li" key={i} sx={{ fontSize: 13, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'grey.100', whiteSpace: 'nowrap' }}>
          {stat.label} <strong>{stat.value}</strong>
        </Box>
      ))}
    </Box>
  )
}
