// The slide carousel of a page (home, products, guanghe, about): live slides of that page
// in order, or the default slide when loading fails or finds none. The prerendered HTML carries
// the default slide and the templates the server fills the live slides from (slide-templates.tsx),
// so the served page shows its real slides before any script runs. In the built site no React runs
// here: plain code (carousel-controller.ts) takes the served markup over (a `plain` island,
// src/site/islands/names.ts). React renders it only in the prerender and the development server,
// where the same controller then runs on what React rendered. The heading is the page's text
// `carousel_title` (页面管理): marked for the server, which fills it and the island's props.
import { css } from '@emotion/react'
import { useEffect, useMemo, useRef } from 'react'
import slideFacts from '@shared/slides.json' with { type: 'json' }
import { fileUrl, listSlides, servedSlides, thumbs } from '../../data/records'
import type { Slide } from '../../data/types'
import type { CarouselsPageId } from '../../../types/pocketbase'
import { useRemote } from '../../hooks/use-remote'
import { island } from '../../islands/island'
import { pageTextSlots } from '../../content/content-slots'
import { pageTextKeys } from '../../content/text-keys'
import { colors, layout, media, radii } from '../../theme'
import { carouselRoles } from '../../ui/pager-controls'
import { spinnerStyle } from '../../ui/spinner'
import { defaultSlide, type SlideContent } from './carousel-content'
import { startCarousel } from './carousel-controller'
import { Controls, ControlsBox, Dot, DotGroup, SlideBox, SlideViewport, slideLabels } from './carousel-parts'
import { SlideTemplates } from './slide-templates'
import { SlideView } from './slide-view'

/** A live slide in the shape the view draws. */
export function toSlideContent(slide: Slide): SlideContent {
  const url = (size: string) => fileUrl(slide, slide.image, size)
  return {
    ...slide,
    image: slide.image ? { small: url(thumbs.slide.small), medium: url(thumbs.slide.medium), wide: url(thumbs.slide.wide) } : null,
  }
}

const region = css({ position: 'relative', background: colors.ink })
const eyebrow = css({
  position: 'absolute',
  zIndex: 2,
  top: '24px',
  left: 0,
  right: 0,
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
  pointerEvents: 'none',
  '& > *': { display: 'inline-block', padding: '4px 14px', borderRadius: radii.pill, background: 'rgba(255, 255, 255, 0.16)', color: colors.onDark, fontSize: '14px', fontWeight: 500, letterSpacing: '0.04em' },
})
const spinner = css(spinnerStyle(28, 'dark'), {
  position: 'absolute',
  zIndex: 3,
  top: '24px',
  right: layout.gutter,
  [media.narrow]: { top: '16px' },
})

interface SlideCarouselProps {
  pageId: CarouselsPageId
  /** The page's <h1>, shown as the line above the slides. */
  heading: string
}

const { carouselAttribute, loadingAttribute } = slideFacts.markup

/** The heading's markers: the <h1>'s text and the region's label are the page's published heading (prerender only). */
const headingMarks = () => ({ text: pageTextSlots.text(pageTextKeys.carouselTitle), label: pageTextSlots.attr('aria-label', pageTextKeys.carouselTitle) })

/** Which prop the server sets from the page's published heading (prerender only). */
const headingSlots = (): Record<string, string> => ({ heading: pageTextSlots.textName(pageTextKeys.carouselTitle) })

function Carousel({ pageId, heading }: SlideCarouselProps) {
  const remote = useRemote(() => listSlides(pageId), [pageId], servedSlides(pageId))
  // The build's render: the default slide and the templates the server fills the live ones from.
  const prerendering = typeof document === 'undefined'
  const slides = useMemo<SlideContent[]>(
    () => (remote.status === 'ready' && remote.data.length > 0 ? remote.data.map(toSlideContent) : [defaultSlide]),
    [remote],
  )
  const count = slides.length
  const key = slides.map((slide) => slide.id).join()
  const root = useRef<HTMLElement>(null)
  // The controller runs on what React rendered (the development server); the live slides replace
  // the default one and start from the first again.
  useEffect(() => (root.current ? startCarousel(root.current) : undefined), [key])
  const marks = import.meta.env.SSR ? headingMarks() : null

  return (
    <section ref={root} css={region} aria-roledescription={carouselRoles.carousel} aria-label={heading} {...marks?.label} {...{ [carouselAttribute]: '' }}>
      <div css={eyebrow}>
        <h1 {...marks?.text}>{heading}</h1>
      </div>
      {remote.status === 'loading' && <span css={spinner} role="status" aria-label="加载中" {...{ [loadingAttribute]: '' }} />}
      {prerendering && <SlideTemplates />}
      <SlideViewport key={key}>
        {slides.map((slide, i) => (
          <SlideBox key={slide.id} attributes={{ 'aria-label': slideLabels.slide(i + 1, count), 'aria-hidden': i !== 0 }}>
            <SlideView slide={slide} index={i} eager={i === 0} active={i === 0} />
          </SlideBox>
        ))}
      </SlideViewport>
      <ControlsBox key={`controls-${key}`}>
        {count > 1 && (
          <Controls
            dots={
              <DotGroup>
                {slides.map((slide, i) => (
                  <Dot key={slide.id} attributes={{ 'aria-label': slideLabels.dot(i + 1), 'aria-current': i === 0 }} />
                ))}
              </DotGroup>
            }
          />
        )}
      </ControlsBox>
    </section>
  )
}

export const SlideCarousel = island('slide-carousel', Carousel, { hydrate: 'plain', slots: import.meta.env.SSR ? headingSlots : undefined })
