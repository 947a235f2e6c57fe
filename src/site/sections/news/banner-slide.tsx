// One item of a banner rail (走近华为): its image beside its badge, title, summary, date and 了解详情.
import { css } from '@emotion/react'
import pageData from '@shared/page-data.json' with { type: 'json' }
import { fileUrl } from '../../data/records'
import type { NewsSummary } from '../../data/types'
import { colors, media, radii } from '../../theme'
import { LazyImage } from '../../ui/lazy-image'
import { formatLongDate, newsDate } from './format-date'
import { appear, ArticleLink, ItemDate, NoImage, type ItemProps } from './item-parts'
import { categoryBadge, newsText } from './news-labels'
import { useMarks } from './template-marks'

const bannerImages = pageData.images.newsBanner
const bannerSrcSet = (item: NewsSummary) => bannerImages.srcset.map((part) => `${fileUrl(item, item.image, part.thumb)} ${part.width}w`).join(', ')

const banner = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  borderRadius: '20px',
  overflow: 'hidden',
  background: colors.footer,
  color: colors.footerText,
  minHeight: '360px',
  ...appear,
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

export function BannerSlide({ item, onOpen }: ItemProps) {
  const marks = useMarks()
  const date = formatLongDate(newsDate(item))
  return (
    <article css={banner}>
      {marks.shows(item.image) && (
        <LazyImage
          css={bannerImage}
          {...marks.image({
            src: ['image', fileUrl(item, item.image, bannerImages.img.thumb)],
            srcSet: ['srcset', bannerSrcSet(item)],
            alt: ['title', item.title],
          })}
          sizes={bannerImages.sizes}
          width={1200}
          height={630}
          eager
        />
      )}
      {marks.shows(!item.image) && <NoImage item={item} box={bannerImage} />}
      <div css={bannerBody}>
        <span css={bannerBadge} {...marks.slot('badge', categoryBadge(item.category))} />
        <h3 css={bannerTitle} {...marks.slot('title', item.title)} />
        {marks.shows(item.summary) && <p css={bannerSummary} {...marks.when('summary')} {...marks.slot('summary', item.summary)} />}
        {marks.shows(date) && <ItemDate item={item} />}
        <ArticleLink css={bannerButton} item={item} onOpen={onOpen}>
          {newsText.learnMore}
        </ArticleLink>
      </div>
    </article>
  )
}
