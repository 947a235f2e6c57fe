// What a rail shows in place of its items: the loading box the server fills, the error, the empty state.
import { css } from '@emotion/react'
import newsRails from '@shared/news-rails.json' with { type: 'json' }
import type { NewsRailContent, NewsRailVariant } from '../../content/market-activities'
import { colors, radii } from '../../theme'
import { spinnerStyle } from '../../ui/spinner'
import { newsText } from './news-labels'

/** Height kept for each variant while loading, so the page does not jump when items arrive. */
const reservedHeight: Record<NewsRailVariant, string> = { banner: '420px', brief: '320px', full: '420px' }
const messageHeight = '160px'

const stateBox = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  borderRadius: radii.card,
  border: `1px dashed ${colors.line}`,
  background: colors.surfaceAlt,
  color: colors.muted,
  fontSize: '15px',
  textAlign: 'center',
  padding: '24px',
})
const spinner = spinnerStyle(36)

/** The server replaces this box (found by the rail's category) with the rail's first page. */
export function RailLoading({ rail }: { rail: NewsRailContent }) {
  return (
    <div css={stateBox} style={{ minHeight: reservedHeight[rail.variant] }} role="status" {...{ [newsRails.loadingAttribute]: rail.category }}>
      <span css={spinner} aria-hidden="true" />
      <span>{newsText.loading}</span>
    </div>
  )
}

export function RailFailed() {
  return (
    <p css={stateBox} style={{ minHeight: messageHeight }} role="alert">
      {newsText.loadFailed}
    </p>
  )
}

/** `marks`: in a template, the marker of the page's text the server fills the line from. */
export function EmptyRail({ text, marks }: { text: string; marks?: Record<string, string> }) {
  return (
    <p css={stateBox} style={{ minHeight: messageHeight }} {...marks}>
      {text}
    </p>
  )
}
