// The slide carousel of a page (home, products, guanghe, about): live slides of that page
// in order, or the default slide when loading fails or finds none. The prerendered HTML carries
// the default slide and the templates the server fills the first live slide from, so the served
// page shows its real first slide before any script runs (slide-templates.tsx). In the browser the
// island renders afresh (not hydrated: the served markup is the server's, not React's) from the
// slides the server put into the page, so it starts with the same first slide.
import 'swiper/css'
import { css } from '@emotion/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Swiper, SwiperSlide } from 'swiper/react'
import { currentDeviceTier, motionAllowed } from '../../ui/device-tier'
import slideFacts from '@shared/slides.json' with { type: 'json' }
import { fileUrl, listSlides, servedSlides, thumbs } from '../../data/records'
import type { Slide } from '../../data/types'
import type { CarouselsPageId } from '../../../types/pocketbase'
import { useRemote } from '../../hooks/use-remote'
import { island } from '../../islands/island'
import { colors, layout, media, radii } from '../../theme'
import { carouselRoles, pagerArrow, pagerDot, pagerDots } from '../../ui/pager-controls'
import { spinnerStyle } from '../../ui/spinner'
import { defaultSlide, type SlideContent } from './carousel-content'
import { SlideTemplates } from './slide-templates'
import { SlideView } from './slide-view'
import { useAutoplay } from './use-autoplay'

/** A live slide in the shape the view draws. */
export function toSlideContent(slide: Slide): SlideContent {
  const url = (size: string) => fileUrl(slide, slide.image, size)
  return {
    ...slide,
    image: slide.image ? { small: url(thumbs.slide.small), medium: url(thumbs.slide.medium), wide: url(thumbs.slide.wide) } : null,
  }
}

const region = css({ position: 'relative', background: colors.ink, '& .swiper': { height: '100%' } })
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
const controls = css({
  position: 'absolute',
  zIndex: 2,
  bottom: '20px',
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '12px',
})
const arrow = pagerArrow('dark')
const dot = pagerDot('dark')
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

const { firstSlideAttribute, loadingAttribute } = slideFacts.markup

function Carousel({ pageId, heading }: SlideCarouselProps) {
  const remote = useRemote(() => listSlides(pageId), [pageId], servedSlides(pageId))
  // The build's render: the default slide, marked for the server to replace, and the templates.
  const prerendering = typeof document === 'undefined'
  const slides = useMemo<SlideContent[]>(
    () => (remote.status === 'ready' && remote.data.length > 0 ? remote.data.map(toSlideContent) : [defaultSlide]),
    [remote],
  )
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [index, setIndex] = useState(0)
  const several = slides.length > 1

  const count = slides.length
  // Wraps at both ends.
  const advance = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  // Motion preferences are read after hydration (the server can't know them): reduced motion gets
  // no autoplay and no sliding, low-powered devices a quicker slide.
  const [motion, setMotion] = useState({ allowed: true, speed: 600 })
  useEffect(() => setMotion({ allowed: motionAllowed(), speed: !motionAllowed() ? 0 : currentDeviceTier() === 'low' ? 300 : 600 }), [])
  const autoplay = useAutoplay(advance, several && motion.allowed)
  const choose = (target: number) => {
    autoplay.interrupt()
    setIndex((target + count) % count)
  }

  // The index is the truth; Swiper follows it (and reports swipes back through onSlideChange).
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index)
  }, [swiper, index])

  return (
    <section
      css={region}
      aria-roledescription={carouselRoles.carousel}
      aria-label={heading}
      onMouseEnter={autoplay.pause}
      onMouseLeave={autoplay.resume}
      // Keyboard focus pauses like hover does; a mouse click on an arrow keeps the 100 ms resume.
      onFocus={(event) => event.target.matches(':focus-visible') && autoplay.pause()}
      onBlur={autoplay.resume}
    >
      <div css={eyebrow}>
        <h1>{heading}</h1>
      </div>
      {remote.status === 'loading' && <span css={spinner} role="status" aria-label="加载中" {...{ [loadingAttribute]: '' }} />}
      {prerendering && <SlideTemplates />}
      <Swiper
        key={slides.map((slide) => slide.id).join()}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setIndex(instance.activeIndex)}
        // A swipe counts like an arrow: the timer starts over.
        onTouchEnd={autoplay.interrupt}
        speed={motion.speed}
        allowTouchMove={several}
        // The live slides replace the default one; start from the first again.
        initialSlide={0}
      >
        {slides.map((slide, i) => (
          <SwiperSlide
            key={slide.id}
            aria-roledescription={carouselRoles.slide}
            aria-label={`第${i + 1}张，共${slides.length}张`}
            aria-hidden={i !== index}
            {...(prerendering && i === 0 ? { [firstSlideAttribute]: '' } : {})}
          >
            <SlideView slide={slide} index={i} eager={i === 0} active={i === index} />
          </SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <div css={controls}>
          <button type="button" css={arrow} aria-label="上一张" onClick={() => choose(index - 1)}>
            ‹
          </button>
          <div css={pagerDots} role="group" aria-label="选择幻灯片">
            {slides.map((slide, i) => (
              <button key={slide.id} type="button" css={dot} aria-label={`第${i + 1}张`} aria-current={i === index} onClick={() => choose(i)} />
            ))}
          </div>
          <button type="button" css={arrow} aria-label="下一张" onClick={() => choose(index + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  )
}

export const SlideCarousel = island('slide-carousel', Carousel, { render: 'client' })
