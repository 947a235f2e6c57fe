// A rail's items a page at a time: one banner, or as many cards as fit the window, and the pager.
import { css } from '@emotion/react'
import { useState } from 'react'
import type { NewsSummary } from '../../data/types'
import type { NewsRailVariant } from '../../content/market-activities'
import { BannerSlide } from './banner-slide'
import { appear } from './item-parts'
import { NewsCard } from './news-card'
import { RailPager } from './rail-pager'
import { clampPage, pageCount, pageItems, railLayout } from './rail-paging'
import { useMarks } from './template-marks'
import { useCardsPerView } from './use-cards-per-view'

// Columns by window width (as cardsPerView() counts them), widest breakpoint first so the narrower
// ones win. The served page holds the first page at the widest layout; on a narrower screen the
// cards past the first page are hidden (and their lazy images never load) until the rail's code
// pages them, as it would show them. The code never renders more cards than fit, so it hides nothing.
const trackColumns = Object.fromEntries(
  [...railLayout.breakpoints]
    .reverse()
    .map((step) => [
      `@media (max-width: ${step.below - 1}px)`,
      { gridTemplateColumns: `repeat(${step.perView}, minmax(0, 1fr))`, [`& > :nth-child(n + ${step.perView + 1})`]: { display: 'none' } },
    ]),
)
const track = css({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: `repeat(${railLayout.widest}, minmax(0, 1fr))`,
  ...trackColumns,
  ...appear,
})

interface RailItemsProps {
  items: readonly NewsSummary[]
  variant: NewsRailVariant
  label: string
  /** In a template: the server's name for the pager's label (RailPager). */
  labelName?: string
  onOpen: (item: NewsSummary) => void
}

export function RailItems({ items, variant, label, labelName, onOpen }: RailItemsProps) {
  const marks = useMarks()
  const fitted = useCardsPerView()
  const perView = variant === 'banner' ? 1 : fitted
  const [wanted, setPage] = useState(0)
  const count = pageCount(items.length, perView)
  // Fewer pages after a resize: stay on the last one rather than show an empty page.
  const page = clampPage(wanted, count)
  const visible = pageItems(items, page, perView)
  return (
    <div>
      {variant === 'banner' ? (
        visible.map((item) => <BannerSlide key={item.id} item={item} onOpen={onOpen} />)
      ) : (
        <div
          key={page}
          css={track}
          data-per-view={perView}
          {...marks.slot('cards', visible.map((item) => <NewsCard key={item.id} item={item} onOpen={onOpen} full={variant === 'full'} />))}
        />
      )}
      <RailPager page={page} count={count} label={label} labelName={labelName} onChange={setPage} />
    </div>
  )
}
