// Runs the page's code once the page has painted and, on a page whose hero image is fetched at high
// priority (a carousel's first slide), once that image has painted: code requested before then
// competes with the image for the network, and Lighthouse counts every script requested before the
// largest paint into that paint.

/** The page's hero image: the one image the server asks for at high priority. */
const HERO_IMAGE = 'img[fetchpriority="high"]'
/** The longest the code waits for a hero image that neither paints nor fails (a stalled network). */
export const HERO_WAIT_MS = 3000

function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0))
}

/** Whether the browser reports the largest paint and its element (Chromium does, Safari does not). */
function reportsLargestPaint(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
}

export function whenHeroPainted(run: () => void): void {
  const heroes: Element[] = [...document.querySelectorAll<HTMLImageElement>(HERO_IMAGE)]
  if (heroes.length === 0) {
    afterPaint(run)
    return
  }
  let started = false
  let observer: PerformanceObserver | undefined
  const start = () => {
    if (started) return
    started = true
    window.clearTimeout(timer)
    observer?.disconnect()
    afterPaint(run)
  }
  const timer = window.setTimeout(start, HERO_WAIT_MS)
  // An image that failed will not paint.
  for (const image of heroes) image.addEventListener('error', start, { once: true })
  if (reportsLargestPaint()) {
    // The paint itself: its entry names the element (buffered: it may have painted already).
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => heroes.includes((entry as PerformanceEntry & { element?: Element | null }).element as Element))) start()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    return
  }
  // Elsewhere: the image loaded and decoded, and a frame drawn with it.
  for (const image of heroes as HTMLImageElement[]) {
    const painted = () => (typeof image.decode === 'function' ? void image.decode().then(() => requestAnimationFrame(start), start) : requestAnimationFrame(start))
    if (image.complete) painted()
    else image.addEventListener('load', painted, { once: true })
  }
}
