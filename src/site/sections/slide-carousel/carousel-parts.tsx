// The slide carousel's frame: its viewport and track, a slide's box, the arrows and the dots, with
// the markers the server (pb_hooks/lib/pages/slide-markup.js) and the browser's controller
// (carousel-controller.ts) find them by. The carousel (slide-carousel.tsx) and the templates the
// server fills (slide-templates.tsx) both render these, so the served markup is this markup.
import { css } from '@emotion/react'
import slideFacts from '@shared/slides.json' with { type: 'json' }
import type { ReactNode } from 'react'
import { carouselRoles, pagerArrow, pagerDot, pagerDots } from '../../ui/pager-controls'

const markup = slideFacts.markup
const marker = (name: string) => ({ [name]: '' })

/** What a screen reader hears for slide `n` of `count`, and for its dot (slides.json `labels`). */
export const slideLabels = {
  slide: (n: number, count: number) => slideFacts.labels.slide.replace('{n}', String(n)).replace('{count}', String(count)),
  dot: (n: number) => slideFacts.labels.dot.replace('{n}', String(n)),
}

// Swiper's structure (.swiper > .swiper-wrapper > .swiper-slide), laid out here (Swiper's own CSS is
// not loaded): the slides sit side by side and Swiper's core moves the track. Vertical pans stay the
// page's, horizontal ones are the carousel's swipe.
const viewport = css({ overflow: 'hidden', touchAction: 'pan-y' })
const track = css({ display: 'flex', transitionProperty: 'transform', transitionTimingFunction: 'ease' })
const slideBox = css({ flex: '0 0 100%', minWidth: 0 })
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
  // Empty with one slide: it takes no clicks meant for the slide.
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
})
const arrow = pagerArrow('dark')
const dot = pagerDot('dark')

export function SlideViewport({ children }: { children: ReactNode }) {
  return (
    <div css={viewport} className="swiper">
      <div css={track} className="swiper-wrapper" {...marker(markup.trackAttribute)}>
        {children}
      </div>
    </div>
  )
}

/** A slide's box; `attributes` are the label and hidden state, or the template's markers for them. */
export function SlideBox({ attributes, children }: { attributes: Record<string, string | boolean>; children?: ReactNode }) {
  return (
    <div css={slideBox} className="swiper-slide" role="group" aria-roledescription={carouselRoles.slide} {...marker(markup.slideAttribute)} {...attributes}>
      {children}
    </div>
  )
}

/** The arrows and dots' box (empty with one slide: the server fills it when there are several). */
export function ControlsBox({ children }: { children?: ReactNode }) {
  return (
    <div css={controls} {...marker(markup.controlsAttribute)}>
      {children}
    </div>
  )
}

/** The previous arrow, the dots (`dots`, or the template's slot for them) and the next arrow. */
export function Controls({ dots }: { dots: ReactNode }) {
  return (
    <>
      <button type="button" css={arrow} aria-label="上一张" {...marker(markup.previousAttribute)}>
        ‹
      </button>
      {dots}
      <button type="button" css={arrow} aria-label="下一张" {...marker(markup.nextAttribute)}>
        ›
      </button>
    </>
  )
}

/** The dots' group; `attributes` carry the template's slot marker. */
export function DotGroup({ attributes, children }: { attributes?: Record<string, string>; children?: ReactNode }) {
  return (
    <div css={pagerDots} role="group" aria-label="选择幻灯片" {...attributes}>
      {children}
    </div>
  )
}

/** One dot; `attributes` are its label and aria-current, or the template's markers for them. */
export function Dot({ attributes }: { attributes: Record<string, string | boolean> }) {
  return <button type="button" css={dot} {...marker(markup.dotAttribute)} {...attributes} />
}
