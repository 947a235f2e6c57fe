// The parts a rail's banner and its cards share: the article link, the date and the no-image panel.
import { css, keyframes, type CSSObject, type SerializedStyles } from '@emotion/react'
import type { MouseEvent, ReactNode } from 'react'
import { getNews } from '../../data/records'
import type { NewsSummary } from '../../data/types'
import { colors } from '../../theme'
import { visuallyHidden } from '../../ui/visually-hidden'
import { formatLongDate, newsDate } from './format-date'
import { categoryBadge } from './news-labels'
import { useMarks } from './template-marks'

export interface ItemProps {
  item: NewsSummary
  onOpen: (item: NewsSummary) => void
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

/** A banner or a page of cards fades in as it comes. */
export const appear: CSSObject = {
  animation: `${fadeIn} 0.3s ease`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}

// Items without an image get a quiet panel with their category, not LazyImage's failure text.
const noImage = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${colors.brandTint} 0%, ${colors.accentTint} 100%)`,
  color: colors.brandDark,
  fontSize: '18px',
  fontWeight: 700,
})

/**
 * A real link to the article's address; a plain click opens the modal instead of navigating. An item
 * listed without its body starts fetching it when pressed, a moment before the click.
 */
function articleLinkHandlers(item: NewsSummary, onOpen: (item: NewsSummary) => void) {
  return {
    onPointerDown: () => {
      if (item.content === undefined) getNews(item.id).catch(() => {})
    },
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onOpen(item)
    },
  }
}

/** The article's own page (/news/<id>), which works without JavaScript; the server writes the same. */
const articleHref = (item: NewsSummary) => `/news/${encodeURIComponent(item.id)}`

/** The link to the item's article: its words, then the title for screen readers (了解详情：<title>). */
export function ArticleLink({ item, onOpen, className, children }: ItemProps & { className?: string; children: ReactNode }) {
  const marks = useMarks()
  return (
    <a {...marks.attrs({ href: ['href', articleHref(item)] }, { href: '#' })} {...articleLinkHandlers(item, onOpen)} className={className}>
      {children}
      <span css={visuallyHidden}>
        ：<span {...marks.slot('title', item.title)} />
      </span>
    </a>
  )
}

/** When the item was published, in the words the server writes too (@shared/news-date.js). */
export function ItemDate({ item }: { item: NewsSummary }) {
  const marks = useMarks()
  const dateTime = newsDate(item)
  return <time {...marks.when('date')} {...marks.attrs({ dateTime: ['dateTime', dateTime] })} {...marks.slot('date', formatLongDate(dateTime))} />
}

/** The item's category in the place of its image (`box`), when it has none. */
export function NoImage({ item, box }: { item: NewsSummary; box: SerializedStyles }) {
  const marks = useMarks()
  return <div css={[box, noImage]} aria-hidden="true" {...marks.when('noImage')} {...marks.slot('badge', categoryBadge(item.category))} />
}
