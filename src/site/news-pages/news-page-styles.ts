// Styles of the served news pages (/news and /news/<id>), in the site's look.
import { css } from '@emotion/react'
import newsImages from '@shared/news-images.json' with { type: 'json' }
import { colors, layout, media, radii } from '../theme'

export const band = css({
  background: colors.surfaceAlt,
  borderBottom: `1px solid ${colors.line}`,
  padding: '56px 0 40px',
  [media.narrow]: { padding: '36px 0 28px' },
})
export const inner = css({ maxWidth: layout.maxWidth, margin: '0 auto', padding: `0 ${layout.gutter}` })
// The article's column: its body images say how wide they show from the same figures (sizes).
const column = newsImages.column
export const narrowInner = css({ maxWidth: `${column.maxWidth}px`, margin: '0 auto', padding: `0 ${column.gutter}px` })
export const heading = css({
  color: colors.ink,
  fontSize: '36px',
  lineHeight: 1.3,
  fontWeight: 700,
  overflowWrap: 'anywhere',
  [media.narrow]: { fontSize: '26px' },
})
export const leadText = css({ marginTop: '14px', color: colors.muted, fontSize: '18px', [media.narrow]: { fontSize: '16px' } })
export const crumbs = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px 16px',
  marginBottom: '20px',
  fontSize: '14px',
  '& a': { color: colors.brand, textDecoration: 'none', fontWeight: 600 },
  '& a:hover': { textDecoration: 'underline' },
})
export const badge = css({
  display: 'inline-block',
  padding: '4px 12px',
  borderRadius: radii.pill,
  background: colors.brandTint,
  color: colors.brandDark,
  fontSize: '13px',
  fontWeight: 600,
})
export const badgeRow = css({ marginBottom: '14px' })
export const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', marginTop: '16px', color: colors.muted, fontSize: '14px' })
export const summary = css({
  marginTop: '18px',
  color: colors.muted,
  fontSize: '17px',
  padding: '12px 16px',
  borderLeft: `4px solid ${colors.brand}`,
  background: colors.surface,
  overflowWrap: 'anywhere',
  '&:empty': { display: 'none' },
})
export const articleBody = css({ padding: '40px 0 64px', [media.narrow]: { padding: '28px 0 48px' } })
export const cover = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: radii.card,
  marginBottom: '32px',
  background: colors.surfaceAlt,
})
// The same reading style as the news modal's body.
export { articleProse as prose } from '../sections/news/article-prose'
export const articleFoot = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  marginTop: '40px',
  paddingTop: '24px',
  borderTop: `1px solid ${colors.line}`,
})
export const button = css({
  display: 'inline-block',
  padding: '10px 22px',
  borderRadius: radii.control,
  background: colors.brand,
  color: colors.onDark,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.brandDark },
})
export const secondaryButton = css({
  display: 'inline-block',
  padding: '10px 22px',
  borderRadius: radii.control,
  border: `1px solid ${colors.line}`,
  color: colors.ink,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { borderColor: colors.brand, color: colors.brand },
})

export const listSection = css({ padding: '40px 0 64px', [media.narrow]: { padding: '28px 0 48px' } })
export const list = css({ display: 'grid', gap: '20px', margin: 0, padding: 0, listStyle: 'none' })
export const item = css({
  display: 'flex',
  gap: '24px',
  alignItems: 'flex-start',
  padding: '20px',
  borderRadius: radii.card,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  [media.narrow]: { flexDirection: 'column', alignItems: 'stretch', gap: '14px', padding: '16px' },
})
// Empty (and hidden) for an article without a cover.
export const itemImageBox = css({ flex: '0 0 240px', '&:empty': { display: 'none' }, [media.narrow]: { flexBasis: 'auto' } })
export const itemImage = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '400 / 225',
  objectFit: 'cover',
  borderRadius: '10px',
  background: colors.surfaceAlt,
})
export const itemText = css({ flex: '1 1 auto', minWidth: 0, display: 'grid', gap: '8px' })
export const itemTitle = css({
  fontSize: '21px',
  lineHeight: 1.4,
  fontWeight: 700,
  overflowWrap: 'anywhere',
  '& a': { color: colors.ink, textDecoration: 'none' },
  '& a:hover': { color: colors.brand, textDecoration: 'underline' },
})
export const itemMeta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 14px', color: colors.muted, fontSize: '14px' })
export const itemSummary = css({ color: colors.text, fontSize: '15px', overflowWrap: 'anywhere', '&:empty': { display: 'none' } })
export const empty = css({
  padding: '48px 24px',
  borderRadius: radii.card,
  border: `1px dashed ${colors.line}`,
  background: colors.surfaceAlt,
  color: colors.muted,
  textAlign: 'center',
})
export const pager = css({ display: 'flex', justifyContent: 'center', gap: '12px', marginTop: '32px', '&:empty': { display: 'none' } })
