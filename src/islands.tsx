// Browser entry of the built public site: plain code, no React, started by the page's entry loader
// (pb_hooks/lib/shared/entry-loader.js) once the page has painted or the visitor touched it. The page
// is complete HTML; this runs its header (src/site/layout/header-controller.ts), opens the 免费咨询
// dialog on demand, counts the page view and keeps the visit's attribution for the lead forms. React
// loads only on pages with islands (src/site/islands): those in view hydrate at once, the rest when
// they come near the viewport or, once the visitor uses the page, when the browser is idle; the lead
// forms when a visitor reaches for one (src/site/islands/on-interaction.ts), a course page's
// navigation and the news rails once the visitor uses the page; the intake lines and the slide
// carousel run by plain code (src/site/courses/intake-fill.ts,
// src/site/sections/slide-carousel/carousel-controller.ts); and React loads when a visitor opens 免费咨询.
// Inside WeChat's browser only, the page's share card is set once the page is shown
// (src/site/wechat/wechat-share.ts); elsewhere nothing of it is loaded.
import './site/global.css'
import entryLoader from '@shared/entry-loader.json' with { type: 'json' }
import wechatAgent from '@shared/wechat-agent.js'
import { captureAttribution } from './site/data/attribution'
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, ISLAND_WAKE_PARAM_ATTRIBUTE, type IslandHydration } from './site/islands/names'
import { hydrateOnInteraction, runsAtOnce } from './site/islands/on-interaction'
import { prefetchConsultationCode } from './site/layout/consultation-opener'
import { startPageControls } from './site/layout/page-controls'
import { reportPageView } from './site/layout/page-view-counter'
import { whenEngaged } from './site/layout/when-engaged'

/** What the entry loader (pb_hooks/lib/shared/entry-loader.js) held while the page's code was not yet running. */
interface HeldByLoader {
  forms: HTMLFormElement[]
  button: HTMLButtonElement | null
  /** The visitor moved the pointer, scrolled, touched or typed before this ran. */
  engaged: boolean
  running: boolean
}
const held = document.querySelector<HTMLScriptElement & { held?: HeldByLoader }>(`script[${entryLoader.attribute}]`)?.held
// From here on this code answers taps and submits itself.
if (held) held.running = true

/** Runs `run` at the visitor's first sign of using the page, at once if that came before this code. */
function onceEngaged(run: () => void): void {
  if (held?.engaged) run()
  else whenEngaged(run)
}

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

/** Runs `task` once the next frame has been painted: work that must not hold that frame back. */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0))
}

/** A page the speculation rules load ahead, hidden until the visitor goes there (no frames meanwhile). */
const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true

// A page the speculation rules prerendered is a view only once the visitor actually goes there, and
// its first frame comes first: touching sessionStorage at activation held that frame back ~18 ms.
if (prerendering) {
  document.addEventListener('prerenderingchange', () => afterNextPaint(countVisit), { once: true })
} else {
  countVisit()
}

/** WeChat's share card for this page: its code (and WeChat's JS-SDK) is fetched in WeChat's browser only. */
function setShareCard(): void {
  void import('./site/wechat/wechat-share').then(({ applyShareCard }) => applyShareCard())
}

if (wechatAgent.isWeChatAgent(navigator.userAgent)) {
  if (prerendering) document.addEventListener('prerenderingchange', () => afterNextPaint(setShareCard), { once: true })
  else afterNextPaint(setShareCard)
}

startPageControls()
// A tap on one of the page's own buttons (the menu, 免费咨询) before this ran: it happens now.
if (held?.button?.isConnected && !held.button.closest(`[${ISLAND_ATTRIBUTE}]`)) held.button.click()

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

/** An engaged island whose wake parameter the address carries (a shared ?news=<id>) runs at once. */
function wokenByAddress(element: HTMLElement): boolean {
  const param = element.getAttribute(ISLAND_WAKE_PARAM_ATTRIBUTE)
  return param !== null && new URLSearchParams(window.location.search).has(param)
}

/** When an island runs (names.ts, ISLAND_HYDRATE_ATTRIBUTE); a lead form that must run at once runs on load. */
function hydrationOf(element: HTMLElement): IslandHydration {
  const mode = element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE)
  if (mode === 'interaction') return runsAtOnce(element) ? 'load' : mode
  if (mode === 'engaged') return wokenByAddress(element) ? 'load' : mode
  return mode === 'text' || mode === 'plain' ? mode : 'load'
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
  // The islands farther down wait for the visitor: once one starts using the page they all run when
  // the browser is idle; a page opened and left (or measured with nobody at it) runs none of them.
  onceEngaged(() =>
    whenIdle(() => {
      observer.disconnect()
      for (const element of islands) void hydrate(element)
      // The 免费咨询 dialog opens at once when a visitor asks for it: its code is in the cache by then.
      whenIdle(() => prefetchConsultationCode())
    }),
  )
}

// A form takes typing from the first frame; its listeners go on before anything else runs.
for (const element of islandsRun('interaction')) hydrateOnInteraction(element, hydrate)
// A form sent before this ran is sent again, now through its island (which waits for the form's code).
for (const form of held?.forms ?? []) if (form.isConnected) form.requestSubmit()
// A course page's navigation: plain links until the visitor starts using the page.
for (const element of islandsRun('engaged')) onceEngaged(() => void hydrate(element))

// Island code waits until the page has painted (and its hero image, when it has one): the first frame
// belongs to the HTML. A prerendered page paints only once shown, so it runs its islands now,
// leaving nothing for that moment.
if (prerendering) setTimeout(start, 0)
else afterNextPaint(start)
