// One section of the market activities page: a titled, paged rail of news items (a one-at-a-time
// banner, brief cards or full news cards) with its loading, empty and error states. The same
// components render, with `marks`, the <template> fragments the server fills with each rail's first
// page (pb_hooks/lib/pages/news-markup.js): one definition of the markup, so the island hydrates
// over what the server wrote.
import { css, keyframes } from '@emotion/react'
import newsRails from '@shared/news-rails.json' with { type: 'json' }
import pageData from '@shared/page-data.json' with { type: 'json' }
import { Fragment, useState, type MouseEvent } from 'react'
import { fileUrl, getNews } from '../../data/records'
import type { NewsSummary } from '../../data/types'
import type { Remote } from '../../hooks/use-remote'
import type { NewsRailContent, NewsRailVariant } from '../../content/market-activities'
import { colors, media, radii } from '../../theme'
import { pagerArrow, pagerDot, pagerDots } from '../../ui/pager-controls'
import { spinnerStyle } from '../../ui/spinner'
import { LazyImage } from '../../ui/lazy-image'
import { Section } from '../../ui/section'
import { attrs, fragment, slot, when } from '../../ui/template-slots'
import { visuallyHidden } from '../../ui/visually-hidden'
import { formatLongDate, newsDate } from './format-date'
import { categoryBadge, newsText } from './news-labels'
import { clampPage, pageCount, pageItems, railLayout, stepPage } from './rail-paging'
import { useCardsPerView } from './use-cards-per-view'

/** Tags a full news card shows at most. */
export const CARD_TAG_LIMIT = newsRails.cardTagLimit

const names = newsRails.fragments
const bannerImages = pageData.images.newsBanner
const bannerSrcSet = (item: NewsSummary) => bannerImages.srcset.map((part) => `${fileUrl(item, item.image, part.thumb)} ${part.width}w`).join(', ')

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

/** In a template (`marks`), an element carries the server's markers and no content of its own. */
const mark = <T extends object>(marks: boolean | undefined, props: T): T | object => (marks ? props : {})

interface ItemProps {
  item: NewsSummary
  onOpen: (item: NewsSummary) => void
  /** Render the server's template of this markup (see the top of this file). */
  marks?: boolean
}

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

/** The item's title after the link's words, for screen readers: 了解详情：<title>. */
function LinkTitle({ item, marks }: Pick<ItemProps, 'item' | 'marks'>) {
  return (
    <span css={visuallyHidden}>
      ：<span {...mark(marks, slot('title'))}>{marks ? null : item.title}</span>
    </span>
  )
}

function ItemDate({ item, marks }: Pick<ItemProps, 'item' | 'marks'>) {
  return (
    <time dateTime={marks ? undefined : newsDate(item)} {...mark(marks, { ...when('date'), ...attrs({ datetime: 'dateTime' }), ...slot('date') })}>
      {marks ? null : formatLongDate(newsDate(item))}
    </time>
  )
}

function BannerSlide({ item, onOpen, marks }: ItemProps) {
  const date = formatLongDate(newsDate(item))
  return (
    <article css={banner}>
      {(marks || item.image) && (
        <LazyImage
          css={bannerImage}
          src={marks ? '' : fileUrl(item, item.image, bannerImages.img.thumb)}
          srcSet={marks ? undefined : bannerSrcSet(item)}
          sizes={bannerImages.sizes}
          alt={marks ? '' : item.title}
          width={1200}
          height={630}
          eager
          marks={marks ? attrs({ src: 'image', srcset: 'srcset', alt: 'title' }) : undefined}
        />
      )}
      {(marks || !item.image) && (
        <div css={[bannerImage, noImage]} aria-hidden="true" {...mark(marks, { ...when('noImage'), ...slot('badge') })}>
          {marks ? null : categoryBadge(item.category)}
        </div>
      )}
      <div css={bannerBody}>
        <span css={bannerBadge} {...mark(marks, slot('badge'))}>
          {marks ? null : categoryBadge(item.category)}
        </span>
        <h3 css={bannerTitle} {...mark(marks, slot('title'))}>
          {marks ? null : item.title}
        </h3>
        {(marks || item.summary) && (
          <p css={bannerSummary} {...mark(marks, { ...when('summary'), ...slot('summary') })}>
            {marks ? null : item.summary}
          </p>
        )}
        {(marks || date) && <ItemDate item={item} marks={marks} />}
        <a css={bannerButton} href={marks ? '#' : articleHref(item)} {...mark(marks, attrs({ href: 'href' }))} {...articleLinkHandlers(item, onOpen)}>
          {newsText.learnMore}
          <LinkTitle item={item} marks={marks} />
        </a>
      </div>
    </article>
  )
}

function Tag({ name, marks }: { name: string; marks?: boolean }) {
  return (
    <li css={tag} {...mark(marks, slot('name'))}>
      {marks ? null : name}
    </li>
  )
}

function NewsCard({ item, onOpen, full, marks }: ItemProps & { full: boolean }) {
  const date = formatLongDate(newsDate(item))
  const tags = (item.tags ?? []).slice(0, CARD_TAG_LIMIT)
  return (
    <article css={card}>
      {(marks || item.image) && (
        <LazyImage
          css={cardImage}
          src={marks ? '' : fileUrl(item, item.image, newsRails.cardThumb)}
          alt={marks ? '' : item.title}
          width={400}
          height={225}
          native
          marks={marks ? attrs({ src: 'image', alt: 'title' }) : undefined}
        />
      )}
      {(marks || !item.image) && (
        <div css={[cardImage, noImage]} aria-hidden="true" {...mark(marks, { ...when('noImage'), ...slot('badge') })}>
          {marks ? null : categoryBadge(item.category)}
        </div>
      )}
      <div css={cardBody}>
        <h3 css={cardTitle} {...mark(marks, slot('title'))}>
          {marks ? null : item.title}
        </h3>
        {full && (marks || date || item.author) && (
          <p css={meta} {...mark(marks, when('meta'))}>
            {(marks || date) && <ItemDate item={item} marks={marks} />}
            {(marks || item.author) && <span {...mark(marks, { ...when('author'), ...slot('author') })}>{marks ? null : item.author}</span>}
          </p>
        )}
        {(marks || item.summary) && (
          <p css={cardSummary} {...mark(marks, { ...when('summary'), ...slot('summary') })}>
            {marks ? null : item.summary}
          </p>
        )}
        {full && (marks || tags.length > 0) && (
          <ul css={tagList} aria-label={newsText.tags} {...mark(marks, { ...when('tags'), ...slot('tags') })}>
            {marks ? null : tags.map((name) => <Tag key={name} name={name} />)}
          </ul>
        )}
        <div css={cardFoot}>
          {!full && (marks || date) && <ItemDate item={item} marks={marks} />}
          {(full || marks || !date) && <span {...mark(marks && !full, when('noDate'))} />}
          <a css={stretchedLink} href={marks ? '#' : articleHref(item)} {...mark(marks, attrs({ href: 'href' }))} {...articleLinkHandlers(item, onOpen)}>
            {full ? newsText.readMore : newsText.viewDetails}
            <LinkTitle item={item} marks={marks} />
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
  marks?: boolean
}

function PagerDot({ index, current, onChange, marks }: { index: number; current: boolean; onChange: (page: number) => void; marks?: boolean }) {
  return (
    <button
      type="button"
      css={dot}
      aria-label={marks ? undefined : newsText.page(index + 1)}
      aria-current={marks ? undefined : current}
      {...mark(marks, attrs({ 'aria-label': 'label', 'aria-current': 'current' }))}
      onClick={() => onChange(index)}
    />
  )
}

/** Previous/next arrows (wrapping) and one dot per page; hidden when everything fits on one page. */
function RailPager({ page, count, label, onChange, marks }: RailPagerProps) {
  if (count <= 1 && !marks) return null
  return (
    <div css={pager} role="group" aria-label={newsText.pager(label)} {...mark(marks, when('pager'))}>
      <button type="button" css={arrow} aria-label={newsText.previous} onClick={() => onChange(stepPage(page, -1, count))}>
        ‹
      </button>
      <div css={pagerDots} {...mark(marks, slot('dots'))}>
        {marks ? null : Array.from({ length: count }, (_, index) => <PagerDot key={index} index={index} current={index === page} onChange={onChange} />)}
      </div>
      <button type="button" css={arrow} aria-label={newsText.next} onClick={() => onChange(stepPage(page, 1, count))}>
        ›
      </button>
    </div>
  )
}

interface RailItemsProps {
  items: readonly NewsSummary[]
  variant: NewsRailVariant
  label: string
  onOpen: (item: NewsSummary) => void
  marks?: boolean
}

/** An item with nothing in it: what a template renders its markers on. */
const blankItem: NewsSummary = {
  id: '',
  collectionId: '',
  title: '',
  summary: '',
  image: '',
  category: 'news',
  published: true,
  featured: false,
  author: '',
  tags: [],
  published_at: '',
  created: '',
  updated: '',
}

function RailItems({ items, variant, label, onOpen, marks }: RailItemsProps) {
  const fitted = useCardsPerView()
  const perView = variant === 'banner' ? 1 : fitted
  const [wanted, setPage] = useState(0)
  const count = pageCount(items.length, perView)
  // Fewer pages after a resize: stay on the last one rather than show an empty page.
  const page = clampPage(wanted, count)
  const visible = marks ? [] : pageItems(items, page, perView)
  return (
    <div>
      {variant === 'banner' ? (
        marks ? (
          <BannerSlide item={blankItem} onOpen={onOpen} marks />
        ) : (
          visible.map((item) => <BannerSlide key={item.id} item={item} onOpen={onOpen} />)
        )
      ) : (
        <div key={page} css={track} data-per-view={perView} {...mark(marks, slot('cards'))}>
          {visible.map((item) => (
            <NewsCard key={item.id} item={item} onOpen={onOpen} full={variant === 'full'} />
          ))}
        </div>
      )}
      <RailPager page={page} count={count} label={label} onChange={setPage} marks={marks} />
    </div>
  )
}

function EmptyRail({ text }: { text: string }) {
  return (
    <p css={stateBox} style={{ minHeight: messageHeight }}>
      {text}
    </p>
  )
}

interface NewsRailProps {
  content: NewsRailContent
  state: Remote<readonly NewsSummary[]>
  onOpen: (item: NewsSummary) => void
  tone?: 'plain' | 'alt'
}

export function NewsRail({ content, state, onOpen, tone = 'plain' }: NewsRailProps) {
  const minHeight = reservedHeight[content.variant]
  return (
    <Section id={content.id} title={content.title} lead={content.subtitle} tone={tone}>
      {state.status === 'loading' && (
        // The server replaces this box (found by the rail's category) with the rail's first page.
        <div css={stateBox} style={{ minHeight }} role="status" {...{ [newsRails.loadingAttribute]: content.category }}>
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
          <EmptyRail text={content.empty} />
        ) : (
          <RailItems items={state.data} variant={content.variant} label={content.title} onOpen={onOpen} />
        ))}
    </Section>
  )
}

const ignore = () => undefined

/**
 * The fragments the server fills with each rail's first page (prerender only; the server takes
 * them out): per rail its frame (items, pager), its card and its empty state, and the pager dot and
 * card tag all rails share. Names in @shared/news-rails.json.
 */
export function NewsTemplates({ rails }: { rails: readonly NewsRailContent[] }) {
  return (
    <>
      {rails.map((rail) => (
        <Fragment key={rail.id}>
          <template {...fragment(names.rail + rail.category)}>
            <RailItems items={[]} variant={rail.variant} label={rail.title} onOpen={ignore} marks />
          </template>
          {rail.variant !== 'banner' && (
            <template {...fragment(names.card + rail.category)}>
              <NewsCard item={blankItem} onOpen={ignore} full={rail.variant === 'full'} marks />
            </template>
          )}
          <template {...fragment(names.empty + rail.category)}>
            <EmptyRail text={rail.empty} />
          </template>
        </Fragment>
      ))}
      <template {...fragment(names.dot)}>
        <PagerDot index={0} current={false} onChange={ignore} marks />
      </template>
      <template {...fragment(names.tag)}>
        <Tag name="" marks />
      </template>
    </>
  )
}
