// Runs a slide carousel on the markup already in the page, without React and without replacing any
// element: the server wrote every live slide, the arrows and the dots (pb_hooks/lib/pages/slide-markup.js,
// from carousel-parts.tsx and slide-templates.tsx), in Swiper's own structure; Swiper's core takes that
// markup over as it is and moves the track and takes swipes; this advances every 5 s
// (none for reduced motion), pauses on hover and keyboard focus, wraps at both ends, takes
// arrows, dots and swipes, keeps the inactive slides hidden from screen readers and the Tab key,
// and loads the next slide's image once the first one is in. The page entry (src/islands.tsx)
// starts it after the first paint; the development server's carousel starts it on React's markup.
import slideFacts from '@shared/slides.json' with { type: 'json' }
import Swiper from 'swiper'
import { ISLAND_READY_ATTRIBUTE } from '../../islands/names'
import { currentDeviceTier, motionAllowed } from '../../ui/device-tier'
import { carouselTiming } from './carousel-content'

const markup = slideFacts.markup
const marked = (name: string) => `[${name}]`

/** The slide duration: none for reduced motion, quicker on low-powered devices. */
function slideMs(): number {
  if (!motionAllowed()) return 0
  return currentDeviceTier() === 'low' ? carouselTiming.lowTierSlideMs : carouselTiming.slideMs
}

/**
 * Takes over the carousel in `container` (the element marked `carouselAttribute`, or one holding
 * it). Returns what stops it. With one slide there is nothing to run.
 */
export function startCarousel(container: HTMLElement): () => void {
  const root = container.matches(marked(markup.carouselAttribute)) ? container : container.querySelector<HTMLElement>(marked(markup.carouselAttribute))
  const track = root?.querySelector<HTMLElement>(marked(markup.trackAttribute))
  const viewport = track?.parentElement
  if (!root || !track || !viewport) return () => {}
  const slides = [...track.children].filter((element): element is HTMLElement => element.matches(marked(markup.slideAttribute)))
  const count = slides.length
  if (count < 2) return () => {}
  const dots = [...root.querySelectorAll<HTMLElement>(marked(markup.dotAttribute))]
  const speed = slideMs()
  const autoplay = motionAllowed()
  const listening = new AbortController()
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void, capture = false) =>
    target.addEventListener(type, listener, { signal: listening.signal, capture })

  let index = 0
  let paused = false
  let stopped = false
  let timer: number | undefined
  let resumeTimer: number | undefined

  /** The slides at `from` and after it load their images now (served hidden), not when they slide in. */
  function warm(from: number): void {
    for (const i of [from, (from + 1) % count]) {
      for (const image of slides[i]?.querySelectorAll('img[loading="lazy"]') ?? []) image.setAttribute('loading', 'eager')
      for (const picture of slides[i]?.querySelectorAll<HTMLElement>('picture[hidden]') ?? []) picture.hidden = false
    }
  }

  function show(target: number, ms: number): void {
    index = (target + count) % count
    // Without callbacks: a change this code makes is not a visitor's swipe.
    if (swiper.activeIndex !== index) swiper.slideTo(index, ms, false)
    slides.forEach((slide, i) => {
      const active = i === index
      slide.setAttribute('aria-hidden', String(!active))
      for (const link of slide.querySelectorAll('a[href], button')) {
        if (active) link.removeAttribute('tabindex')
        else link.setAttribute('tabindex', '-1')
      }
    })
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)))
  }

  // The timer runs while nothing pauses or stops it; every start counts 5 s afresh.
  function schedule(): void {
    window.clearInterval(timer)
    timer = autoplay && !paused && !stopped ? window.setInterval(() => show(index + 1, speed), carouselTiming.autoplayMs) : undefined
  }
  // An arrow, a dot or a swipe: the countdown stops and starts over after the resume delay.
  function interrupt(): void {
    stopped = true
    schedule()
    window.clearTimeout(resumeTimer)
    resumeTimer = window.setTimeout(() => {
      stopped = false
      schedule()
    }, carouselTiming.resumeDelayMs)
  }
  function choose(target: number): void {
    interrupt()
    show(target, speed)
    warm(index)
  }
  const pause = (value: boolean) => {
    paused = value
    schedule()
  }

  const previous = root.querySelector<HTMLElement>(marked(markup.previousAttribute))
  const next = root.querySelector<HTMLElement>(marked(markup.nextAttribute))
  if (previous) on(previous, 'click', () => choose(index - 1))
  if (next) on(next, 'click', () => choose(index + 1))
  dots.forEach((dot, i) => on(dot, 'click', () => choose(i)))
  on(root, 'mouseenter', () => pause(true))
  on(root, 'mouseleave', () => pause(false))
  // Keyboard focus pauses like hover does; a mouse click on an arrow keeps the 100 ms resume.
  on(root, 'focusin', (event) => {
    if (event.target instanceof Element && focusVisible(event.target)) pause(true)
  })
  on(root, 'focusout', () => pause(false))

  // A drag does not pick up the image.
  on(viewport, 'dragstart', (event) => event.preventDefault())

  // Swiper moves the track and takes swipes (its click after a swipe does not follow a slide's
  // link); a swipe counts like an arrow: the timer starts over. Without loop it keeps every slide
  // where the server put it; a swipe stops at either end, the arrows and the timer wrap.
  const swiper: Swiper = new Swiper(viewport, {
    speed,
    initialSlide: 0,
    on: {
      slideChange: (instance) => {
        if (instance.activeIndex !== index) choose(instance.activeIndex)
      },
    },
  })
  show(0, 0)
  schedule()
  // The next slide's image loads once the first one's is in: it never competes with the first paint.
  const first = slides[0]?.querySelector('img')
  if (!first || first.complete) warm(index)
  else on(first as HTMLElement, 'load', () => warm(index))

  return () => {
    listening.abort()
    swiper.destroy(false, false)
    window.clearInterval(timer)
    window.clearTimeout(resumeTimer)
  }
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    // An engine that does not know the selector: any focus counts.
    return true
  }
}

/** Starts the carousel of every island in `elements` (the page entry's `plain` islands), each marked ready. */
export function startCarousels(elements: readonly HTMLElement[]): void {
  for (const element of elements) {
    startCarousel(element)
    element.setAttribute(ISLAND_READY_ATTRIBUTE, '')
  }
}
