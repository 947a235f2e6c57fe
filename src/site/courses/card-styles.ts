// The card and grid looks the course page's sections share.
import { css } from '@emotion/react'
import { colors, media, radii } from '../theme'

export const grid = (columns: number) =>
  css({
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: '20px',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [media.medium]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
    [media.narrow]: { gridTemplateColumns: '1fr', gap: '14px' },
  })

export const card = css({
  padding: '24px',
  borderRadius: radii.card,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.04)',
  [media.narrow]: { padding: '18px' },
})

export const cardTitle = css({ color: colors.ink, fontSize: '18px', fontWeight: 700, lineHeight: 1.4 })
export const cardText = css({ marginTop: '8px', color: colors.text, fontSize: '15px', lineHeight: 1.75 })
export const muted = css({ color: colors.muted, fontSize: '14px' })

export const chip = css({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: radii.pill,
  background: colors.brandTint,
  color: colors.brandDark,
  fontSize: '13px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const chipList = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: '12px 0 0', padding: 0, listStyle: 'none' })

export const subheading = css({ margin: '40px 0 16px', color: colors.ink, fontSize: '22px', fontWeight: 700, [media.narrow]: { fontSize: '19px', margin: '32px 0 14px' } })
