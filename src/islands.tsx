// Browser entry of the built public site. The page is complete HTML; this hydrates only its islands
// (src/site/islands): those in view once the page has painted, the rest when the browser is idle or
// when they come near the viewport. Static sections never load code. Also counts the page view and
// keeps the visit's attribution for the lead forms.
import './site/global.css'
import 'swiper/css'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createSiteCache } from './app/emotion-cache'
import { captureAttribution } from './site/data/attribution'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_RENDER_ATTRIBUTE } from './site/islands/island'
import type { IslandName } from './site/islands/names'
import { islandLoaders } from './site/islands/registry'
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

const cache = createSiteCache()
const hydrated = new WeakSet<Element>()

function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(islandLoaders, name)
}

async function hydrate(element: HTMLElement): Promise<void> {
  if (hydrated.has(element)) return
  hydrated.add(element)
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`)
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object
  const { Inner } = await islandLoaders[name]()
  const tree = (
    <StrictMode>
      <CacheProvider value={cache}>
        <Inner {...props} />
      </CacheProvider>
    </StrictMode>
  )
  // Rendered afresh, the island replaces the server's markup in one commit (no blank frame).
  if (element.getAttribute(ISLAND_RENDER_ATTRIBUTE) === 'client') createRoot(element).render(tree)
  else hydrateRoot(element, tree)
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, IDLE_FALLBACK_MS)
}

function start(): void {
  // An island inside another is hydrated by the outer one.
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  )
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
    // The 免费咨询 form loads only when the modal opens: have it ready before anyone asks.
    void import('./site/forms/lead-form')
  })
}

// Island code waits until the page has painted: the first frame belongs to the HTML.
requestAnimationFrame(() => setTimeout(start, 0))
