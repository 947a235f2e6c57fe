// One slide: artwork (or the rotating gradient), title, subtitle, description, stat tiles and the
// button to the slide's link.
import { css } from '@emotion/react'
import pageData from '@shared/page-data.json' with { type: 'json' }
import { colors, layout, media, radii } from '../../theme'
import slideFacts from '@shared/slides.json' with { type: 'json' }
import { backgroundOf, statsOf, type SlideContent } from './carousel-content'

const frame = css({
  position: 'relative',
  minHeight: '560px',
  display: 'flex',
  alignItems: 'center',
  color: colors.onDark,
  overflow: 'hidden',
  [media.narrow]: { minHeight: '600px', alignItems: 'flex-end' },
})
const picture = css({ position: 'absolute', inset: 0, '& img': { width: '100%', height: '100%', objectFit: 'cover' } })
const shade = css({ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(15, 23, 42, 0.82) 0%, rgba(15, 23, 42, 0.55) 55%, rgba(15, 23, 42, 0.2) 100%)' })
const inner = css({
  position: 'relative',
  width: '100%',
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `96px ${layout.gutter} 88px`,
  [media.narrow]: { padding: `80px ${layout.gutter} 84px` },
})
const subtitle = css({ fontSize: '16px', fontWeight: 600, color: 'rgba(255, 255, 255, 0.85)' })
const title = css({ marginTop: '8px', maxWidth: '760px', fontSize: '48px', lineHeight: 1.2, fontWeight: 800, [media.narrow]: { fontSize: '30px' } })
const description = css({ marginTop: '16px', maxWidth: '620px', fontSize: '18px', color: 'rgba(255, 255, 255, 0.9)', [media.narrow]: { fontSize: '15px' } })
const stats = css({
  display: 'flex',
  gap: '16px',
  margin: '28px 0 0',
  // Phones show two tiles.
  // A phone shows the first statsShownNarrow (the slide form says so).
  [media.narrow]: { gap: '12px', [`& > div:nth-of-type(n + ${slideFacts.statsShownNarrow + 1})`]: { display: 'none' } },
})
const stat = css({ display: 'flex', flexDirection: 'column-reverse', minWidth: '120px', padding: '12px 16px', borderRadius: radii.tile, background: colors.veil, border: '1px solid rgba(255, 255, 255, 0.2)', [media.narrow]: { minWidth: 0, flex: 1 } })
const statValue = css({ margin: 0, fontSize: '26px', fontWeight: 800, lineHeight: 1.2, [media.narrow]: { fontSize: '22px' } })
const statLabel = css({ fontSize: '13px', color: 'rgba(255, 255, 255, 0.85)' })
const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  marginTop: '28px',
  padding: '10px 28px',
  borderRadius: radii.control,
  background: colors.surface,
  color: colors.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.brandTint },
})

/** The slide's styles, shared with the templates the server fills the first live slide from. */
export const slideStyles = { frame, picture, shade, inner, subtitle, title, description, stats, stat, statValue, statLabel, button }

// The server preloads the first slide's image for exactly these sources (pb_hooks/lib/pages/page-assembly.js).
export const [phoneSource, tabletSource] = pageData.images.slide.sources

export function SlideView({ slide, index, eager, active }: { slide: SlideContent; index: number; eager: boolean; active: boolean }) {
  const internal = slide.button_link.startsWith('/')
  const tabIndex = active ? undefined : -1
  return (
    <div css={frame} style={{ background: backgroundOf(slide, index) }}>
      {slide.image && (
        // A later slide's picture waits, hidden (so not fetched), until the controller shows it.
        <picture css={picture} hidden={!eager}>
          <source media={phoneSource?.media} srcSet={slide.image.small} />
          <source media={tabletSource?.media} srcSet={slide.image.medium} />
          <img src={slide.image.wide} alt="" width={1920} height={800} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />
        </picture>
      )}
      {slide.image && <div css={shade} />}
      <div css={inner}>
        {slide.subtitle && <p css={subtitle}>{slide.subtitle}</p>}
        <h2 css={title}>{slide.title}</h2>
        {slide.description && <p css={description}>{slide.description}</p>}
        <dl css={stats}>
          {statsOf(slide).map((item) => (
            <div key={item.label} css={stat}>
              <dt css={statLabel}>{item.label}</dt>
              <dd css={statValue}>{item.value}</dd>
            </div>
          ))}
        </dl>
        {slide.button_text && slide.button_link && (
          internal ? (
            <a href={slide.button_link} css={button} tabIndex={tabIndex}>
              {slide.button_text}
            </a>
          ) : (
            <a href={slide.button_link} css={button} tabIndex={tabIndex} target="_blank" rel="noopener noreferrer">
              {slide.button_text}
            </a>
          )
        )}
      </div>
    </div>
  )
}
