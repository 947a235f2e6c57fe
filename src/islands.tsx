// Browser entry of the built public site: plain code, no React. The page is complete HTML; this runs
// its header (src/site/layout/header-controller.ts), opens the 免费咨询 dialog on demand, counts the
// page view and keeps the visit's attribution for the lead forms. React loads only on pages with
// islands (src/site/islands), which hydrate once the page has painted: those in view at once, the
// rest when the browser is idle or when they come near the viewport; the lead forms when a visitor
// reaches for one (src/site/islands/on-interaction.ts); and when a visitor opens 免费咨询.
import './site/global.css'
import 'swiper/css'
import { captureAttribution } from './site/data/attribution'
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE } from './site/islands/names'
import { hydrateOnInteraction, runsAtOnce } from './site/islands/on-interaction'
import { prefetchConsultationCode, prefetchWhenEngaged } from './site/layout/consultation-opener'
import { startPageControls } from './site/layout/page-controls'
import { reportPageView } from './site/layout/page-view-counter'

/** How close to the viewport (in viewport heights) an island must be to hydrate without waiting. */
const NEAR_VIEWPORT_MARGIN = '100%'
/** The longest an island out of view waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000
/** Where the browser has no requestIdleCallback (Safari, WeChat on iOS): wait this long instead. */
const IDLE_FALLBACK_MS = 800

function countVisit(): void {
  try {
    captureAttribution(window.sessionStorage, window.location, document.referrer)
  } catch {
    // Reading sessionStorage itself throws where storage is blocked; the visit goes unattributed.
  }
  reportPageView(window.location.pathname)
}

// A page the speculation rules prerendered is a view only once the visitor actually goes there.
if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener('prerenderingchange', countVisit, { once: true })
} else {
  countVisit()
}

startPageControls()

const hydrated = new WeakSet<Element>()

async function hydrate(element: HTMLElement): Promise<void> {
  if (hydrated.has(element)) return
  hydrated.add(element)
  const { hydrateIsland } = await import('./site/islands/hydrate')
  await hydrateIsland(element)
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, IDLE_FALLBACK_MS)
}

function start(): void {
  // An island inside another is hydrated by the outer one.
  const outer = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  )
  // The lead forms wait for a visitor (unless they must run at once); the others hydrate as below.
  const onInteraction = (element: HTMLElement) => element.hasAttribute(ISLAND_HYDRATE_ATTRIBUTE) && !runsAtOnce(element)
  const islands = outer.filter((element) => !onInteraction(element))
  // A wrapper takes no box (display: contents): its first element child is watched for it.
  const islandOf = new Map<Element, HTMLElement>(islands.map((element) => [element.firstElementChild ?? element, element]))
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = islandOf.get(entry.target)
        if (!entry.isIntersecting || !element) continue
        observer.unobserve(entry.target)
        void hydrate(element)
      }
    },
    { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
  )
  for (const target of islandOf.keys()) observer.observe(target)
  whenIdle(() => {
    observer.disconnect()
    for (const element of islands) void hydrate(element)
    // The 免费咨询 dialog opens at once when a visitor asks for it: its code is in the cache by then,
    // fetched once the visitor starts using the page (and the browser is idle again).
    prefetchWhenEngaged(() => whenIdle(() => prefetchConsultationCode()))
  })
}

// A form takes typing from the first frame; its listeners go on before anything else runs.
for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_HYDRATE_ATTRIBUTE}]`)) {
  if (!element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) && !runsAtOnce(element)) hydrateOnInteraction(element, hydrate)
}

// Island code waits until the page has painted: the first frame belongs to the HTML.
requestAnimationFrame(() => setTimeout(start, 0))
