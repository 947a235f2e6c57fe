// One card of a card rail: brief (走近ISV: title, summary, date) or full (新闻资讯: also author and tags).
import { css } from '@emotion/react'
import newsRails from '@shared/news-rails.json' with { type: 'json' }
import { fileUrl } from '../../data/records'
import { colors, radii } from '../../theme'
import { LazyImage } from '../../ui/lazy-image'
import { formatLongDate, newsDate } from './format-date'
import { ArticleLink, ItemDate, NoImage, type ItemProps } from './item-parts'
import { newsText } from './news-labels'
import { useMarks } from './template-marks'

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

/** One of a full card's tags (at most newsRails.cardTagLimit). */
export function Tag({ name }: { name: string }) {
  const marks = useMarks()
  return <li css={tag} {...marks.slot('name', name)} />
}

export function NewsCard({ item, onOpen, full }: ItemProps & { full: boolean }) {
  const marks = useMarks()
  const date = formatLongDate(newsDate(item))
  const tags = (item.tags ?? []).slice(0, newsRails.cardTagLimit)
  return (
    <article css={card}>
      {marks.shows(item.image) && (
        <LazyImage
          css={cardImage}
          {...marks.image({ src: ['image', fileUrl(item, item.image, newsRails.cardThumb)], alt: ['title', item.title] })}
          width={400}
          height={225}
          native
        />
      )}
      {marks.shows(!item.image) && <NoImage item={item} box={cardImage} />}
      <div css={cardBody}>
        <h3 css={cardTitle} {...marks.slot('title', item.title)} />
        {full && marks.shows(date || item.author) && (
          <p css={meta} {...marks.when('meta')}>
            {marks.shows(date) && <ItemDate item={item} />}
            {marks.shows(item.author) && <span {...marks.when('author')} {...marks.slot('author', item.author)} />}
          </p>
        )}
        {marks.shows(item.summary) && <p css={cardSummary} {...marks.when('summary')} {...marks.slot('summary', item.summary)} />}
        {full && marks.shows(tags.length > 0) && (
          <ul css={tagList} aria-label={newsText.tags} {...marks.when('tags')} {...marks.slot('tags', tags.map((name) => <Tag key={name} name={name} />))} />
        )}
        <div css={cardFoot}>
          {!full && marks.shows(date) && <ItemDate item={item} />}
          {/* Keeps the link at the right end: always on a full card (its date is above), on a brief one without a date. */}
          {full ? <span /> : marks.shows(!date) && <span {...marks.when('noDate')} />}
          <ArticleLink css={stretchedLink} item={item} onOpen={onOpen}>
            {full ? newsText.readMore : newsText.viewDetails}
          </ArticleLink>
        </div>
      </div>
    </article>
  )
}
