// Runs the page's code once the page has painted and, on a page whose hero image is fetched at high
// priority (a carousel's first slide), once that image is in: code requested before it competes
// with the image for the network, and Lighthouse counts every script requested before the largest
// paint into that paint.

/** The page's hero image: the one image the server asks for at high priority. */
const HERO_IMAGE = 'img[fetchpriority="high"]'
/** The longest the code waits for a hero image that neither loads nor fails (a stalled network). */
export const HERO_WAIT_MS = 3000

function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0))
}

export function whenHeroPainted(run: () => void): void {
  const pending = [...document.querySelectorAll<HTMLImageElement>(HERO_IMAGE)].filter((image) => !image.complete)
  if (pending.length === 0) {
    afterPaint(run)
    return
  }
  let left = pending.length
  let started = false
  const start = () => {
    if (started) return
    started = true
    window.clearTimeout(timer)
    afterPaint(run)
  }
  const timer = window.setTimeout(start, HERO_WAIT_MS)
  const settled = () => {
    left -= 1
    if (left === 0) start()
  }
  for (const image of pending) {
    image.addEventListener('load', settled, { once: true })
    image.addEventListener('error', settled, { once: true })
  }
}
