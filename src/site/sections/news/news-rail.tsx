// One section of the market activities page: a titled, paged rail of news items (a one-at-a-time
// banner, brief cards or full news cards) with its loading, empty and error states.
import { css, keyframes } from '@emotion/react'
import { useState, type MouseEvent } from 'react'
import { fileUrl, thumbs } from '../../data/records'
import type { NewsItem } from '../../data/types'
import type { Remote } from '../../hooks/use-remote'
import type { NewsRailContent, NewsRailVariant } from '../../content/market-activities'
import { colors, media, radii } from '../../theme'
import { pagerArrow, pagerDot, pagerDots } from '../../ui/pager-controls'
import { spinnerStyle } from '../../ui/spinner'
import { LazyImage } from '../../ui/lazy-image'
import { Section } from '../../ui/section'
import { visuallyHidden } from '../../ui/visually-hidden'
import { formatLongDate, newsDate } from './format-date'
import { categoryBadge, newsText } from './news-labels'
import { clampPage, pageCount, pageItems, stepPage } from './rail-paging'
import { NEWS_PARAM } from './share'
import { useCardsPerView } from './use-cards-per-view'

/** Tags a full news card shows at most. */
export const CARD_TAG_LIMIT = 2

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

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

const track = css({
  display: 'grid',
  gap: '24px',
  animation: `${fadeIn} 0.3s ease`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
})
const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radii.card,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  overflow: 'hidden',
  transition: 'box-shadow 0.2s ease, transform 0.2s ease',
  '&:hover, &:focus-within': { boxShadow: '0 12px 32px rgba(15, 23, 42, 0.12)', transform: 'translateY(-2px)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
})
const cardImage = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' })
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
const cardBody = css({ display: 'flex', flexDirection: 'column', gap: '10px', padding: '20px', flex: 1 })
const cardTitle = css({
  color: colors.ink,
  fontSize: '18px',
  fontWeight: 700,
  lineHeight: 1.4,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
const cardSummary = css({
  color: colors.muted,
  fontSize: '14px',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', color: colors.muted, fontSize: '13px' })
const tagList = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: 0, padding: 0, listStyle: 'none' })
const tag = css({ padding: '2px 10px', borderRadius: radii.pill, background: colors.brandTint, color: colors.brandDark, fontSize: '12px' })
const cardFoot = css({ marginTop: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px', fontSize: '13px', color: colors.muted })
// The action link covers the whole card, so a click anywhere on it opens the article.
const stretchedLink = css({
  color: colors.brand,
  fontWeight: 600,
  fontSize: '14px',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.card },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${colors.brand}`, outlineOffset: '2px' },
})

const banner = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  borderRadius: '20px',
  overflow: 'hidden',
  background: colors.footer,
  color: colors.footerText,
  minHeight: '360px',
  animation: `${fadeIn} 0.3s ease`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  [media.medium]: { gridTemplateColumns: '1fr' },
})
const bannerImage = css({ display: 'block', width: '100%', height: '100%', minHeight: '240px', objectFit: 'cover' })
const bannerBody = css({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '14px', padding: '40px', [media.narrow]: { padding: '24px' } })
const bannerBadge = css({ alignSelf: 'flex-start', padding: '4px 12px', borderRadius: radii.pill, background: colors.veil, color: colors.onDark, fontSize: '13px' })
const bannerTitle = css({ color: colors.onDark, fontSize: '26px', fontWeight: 700, lineHeight: 1.35, [media.narrow]: { fontSize: '20px' } })
const bannerSummary = css({
  fontSize: '15px',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
const bannerButton = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 22px',
  borderRadius: radii.control,
  background: colors.brand,
  color: colors.onDark,
  fontWeight: 600,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover': { background: colors.brandDark },
  '&:focus-visible': { outline: `3px solid ${colors.onDark}`, outlineOffset: '2px' },
})

const pager = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '16px', marginTop: '24px' })
const arrow = pagerArrow('light')
const dot = pagerDot('light')

interface ItemProps {
  item: NewsItem
  onOpen: (item: NewsItem) => void
}

/** A real link to the article's address; a plain click opens the modal instead of navigating. */
function openOnClick(item: NewsItem, onOpen: (item: NewsItem) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onOpen(item)
  }
}

const articleHref = (item: NewsItem) => `?${NEWS_PARAM}=${encodeURIComponent(item.id)}`

function BannerSlide({ item, onOpen }: ItemProps) {
  const date = formatLongDate(newsDate(item))
  return (
    <article css={banner}>
      {item.image ? (
        <LazyImage css={bannerImage} src={fileUrl(item, item.image, thumbs.news.large)} alt={item.title} width={1200} height={630} />
      ) : (
        <div css={[bannerImage, noImage]} aria-hidden="true">
          {categoryBadge(item.category)}
        </div>
      )}
      <div css={bannerBody}>
        <span css={bannerBadge}>{categoryBadge(item.category)}</span>
        <h3 css={bannerTitle}>{item.title}</h3>
        {item.summary && <p css={bannerSummary}>{item.summary}</p>}
        {date && <time dateTime={newsDate(item)}>{date}</time>}
        <a css={bannerButton} href={articleHref(item)} onClick={openOnClick(item, onOpen)}>
          {newsText.learnMore}
          <span css={visuallyHidden}>：{item.title}</span>
        </a>
      </div>
    </article>
  )
}

function NewsCard({ item, onOpen, full }: ItemProps & { full: boolean }) {
  const date = formatLongDate(newsDate(item))
  const tags = (item.tags ?? []).slice(0, CARD_TAG_LIMIT)
  return (
    <article css={card}>
      {item.image ? (
        <LazyImage css={cardImage} src={fileUrl(item, item.image, thumbs.news.small)} alt={item.title} width={400} height={225} />
      ) : (
        <div css={[cardImage, noImage]} aria-hidden="true">
          {categoryBadge(item.category)}
        </div>
      )}
      <div css={cardBody}>
        <h3 css={cardTitle}>{item.title}</h3>
        {full && (date || item.author) && (
          <p css={meta}>
            {date && <time dateTime={newsDate(item)}>{date}</time>}
            {item.author && <span>{item.author}</span>}
          </p>
        )}
        {item.summary && <p css={cardSummary}>{item.summary}</p>}
        {full && tags.length > 0 && (
          <ul css={tagList} aria-label={newsText.tags}>
            {tags.map((name) => (
              <li key={name} css={tag}>
                {name}
              </li>
            ))}
          </ul>
        )}
        <div css={cardFoot}>
          {!full && date ? <time dateTime={newsDate(item)}>{date}</time> : <span />}
          <a css={stretchedLink} href={articleHref(item)} onClick={openOnClick(item, onOpen)}>
            {full ? newsText.readMore : newsText.viewDetails}
            <span css={visuallyHidden}>：{item.title}</span>
          </a>
        </div>
      </div>
    </article>
  )
}

interface RailPagerProps {
  page: number
  count: number
  label: string
  onChange: (page: number) => void
}

/** Previous/next arrows (wrapping) and one dot per page; hidden when everything fits on one page. */
function RailPager({ page, count, label, onChange }: RailPagerProps) {
  if (count <= 1) return null
  return (
    <div css={pager} role="group" aria-label={newsText.pager(label)}>
      <button type="button" css={arrow} aria-label={newsText.previous} onClick={() => onChange(stepPage(page, -1, count))}>
        ‹
      </button>
      <div css={pagerDots}>
        {Array.from({ length: count }, (_, index) => (
          <button key={index} type="button" css={dot} aria-label={newsText.page(index + 1)} aria-current={index === page} onClick={() => onChange(index)} />
        ))}
      </div>
      <button type="button" css={arrow} aria-label={newsText.next} onClick={() => onChange(stepPage(page, 1, count))}>
        ›
      </button>
    </div>
  )
}

interface RailItemsProps {
  items: readonly NewsItem[]
  variant: NewsRailVariant
  label: string
  onOpen: (item: NewsItem) => void
}

function RailItems({ items, variant, label, onOpen }: RailItemsProps) {
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
        <div key={page} css={track} style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} data-per-view={perView}>
          {visible.map((item) => (
            <NewsCard key={item.id} item={item} onOpen={onOpen} full={variant === 'full'} />
          ))}
        </div>
      )}
      <RailPager page={page} count={count} label={label} onChange={setPage} />
    </div>
  )
}

interface NewsRailProps {
  content: NewsRailContent
  state: Remote<readonly NewsItem[]>
  onOpen: (item: NewsItem) => void
  tone?: 'plain' | 'alt'
}

export function NewsRail({ content, state, onOpen, tone = 'plain' }: NewsRailProps) {
  const minHeight = reservedHeight[content.variant]
  return (
    <Section id={content.id} title={content.title} lead={content.subtitle} tone={tone}>
      {state.status === 'loading' && (
        <div css={stateBox} style={{ minHeight }} role="status">
          <span css={spinner} aria-hidden="true" />
          <span>{newsText.loading}</span>
        </div>
      )}
      {state.status === 'error' && (
        <p css={stateBox} style={{ minHeight: messageHeight }} role="alert">
          {newsText.loadFailed}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p css={stateBox} style={{ minHeight: messageHeight }}>
            {content.empty}
          </p>
        ) : (
          <RailItems items={state.data} variant={content.variant} label={content.title} onOpen={onOpen} />
        ))}
    </Section>
  )
}
