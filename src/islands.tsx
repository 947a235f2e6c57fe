// Browser entry of the built public site: plain code, no React. The page is complete HTML; this runs
// its header (src/site/layout/header-controller.ts), opens the 免费咨询 dialog on demand, counts the
// page view and keeps the visit's attribution for the lead forms. React loads only on pages with
// islands (src/site/islands), which hydrate once the page has painted: those in view at once, the
// rest when the browser is idle or when they come near the viewport; the lead forms when a visitor
// reaches for one (src/site/islands/on-interaction.ts), a course page's navigation once the visitor
// uses the page; the intake lines are filled by plain code (src/site/courses/intake-fill.ts), the
// slide carousel runs on its served markup by plain code
// (src/site/sections/slide-carousel/carousel-controller.ts); and React loads when a visitor opens 免费咨询.
import './site/global.css'
import { captureAttribution } from './site/data/attribution'
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, type IslandHydration } from './site/islands/names'
import { hydrateOnInteraction, runsAtOnce } from './site/islands/on-interaction'
import { prefetchConsultationCode } from './site/layout/consultation-opener'
import { startPageControls } from './site/layout/page-controls'
import { reportPageView } from './site/layout/page-view-counter'
import { whenEngaged } from './site/layout/when-engaged'
import { whenHeroPainted } from './site/layout/when-hero-painted'

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

/** When an island runs (names.ts, ISLAND_HYDRATE_ATTRIBUTE); a lead form that must run at once runs on load. */
function hydrationOf(element: HTMLElement): IslandHydration {
  const mode = element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE)
  if (mode === 'interaction') return runsAtOnce(element) ? 'load' : mode
  return mode === 'engaged' || mode === 'text' || mode === 'plain' ? mode : 'load'
}

// An island inside another is hydrated by the outer one.
const outerIslands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
  (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
)
const islandsRun = (mode: IslandHydration) => outerIslands.filter((element) => hydrationOf(element) === mode)

function start(): void {
  // The intake lines get their live words from plain code, no React. After the paint, like the
  // islands: a module requested before it is fetched at high priority, and held the paint back.
  const textIslands = islandsRun('text')
  if (textIslands.length > 0) void import('./site/courses/intake-fill').then(({ fillIntakes }) => fillIntakes(textIslands))
  // The slide carousel takes its served slides over (none is replaced), no React either.
  const plainIslands = islandsRun('plain')
  if (plainIslands.length > 0) void import('./site/sections/slide-carousel/carousel-controller').then(({ startCarousels }) => startCarousels(plainIslands))
  const islands = islandsRun('load')
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
    whenEngaged(() => whenIdle(() => prefetchConsultationCode()))
  })
}

// A form takes typing from the first frame; its listeners go on before anything else runs.
for (const element of islandsRun('interaction')) hydrateOnInteraction(element, hydrate)
// A course page's navigation: plain links until the visitor starts using the page.
for (const element of islandsRun('engaged')) whenEngaged(() => void hydrate(element))

// Island code waits until the page has painted (and its hero image is in): the first frame belongs to the HTML.
whenHeroPainted(start)
