// A page's field speed as a visitor's browser measured it, by the web-vitals library's algorithm in a
// few hundred bytes: LCP (the last largest paint, from a prerendered page's activation), CLS (the
// largest burst of layout shifts not caused by input: shifts less than 1 s apart, at most 5 s) and
// INP (the worst interaction, or about the 98th percentile once there are 50 or more). Sent once, with
// sendBeacon, when the page is first hidden; a browser that measures none of them (older Safari, iOS
// WeChat) sends nothing. Started after the page's first paint, reading the entries buffered before.
import { routes } from '@shared/beacons.json'
import { sendBeacon } from './beacon'

interface LayoutShift extends PerformanceEntry {
  value: number
  hadRecentInput: boolean
}
interface InteractionTiming extends PerformanceEntry {
  interactionId?: number
}
export interface Vitals {
  lcp?: number
  inp?: number
  cls?: number
}

/** Calls `read` with the entries of `type` (those buffered before too); false where the browser has none. */
function observe(type: string, read: (entries: PerformanceEntry[]) => void, options: PerformanceObserverInit = {}): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false
  new PerformanceObserver((list) => read(list.getEntries())).observe({ type, buffered: true, ...options })
  return true
}

/** Starts measuring; the returned function answers what was measured so far. */
export function measureVitals(): () => Vitals {
  if (typeof PerformanceObserver === 'undefined') return () => ({})
  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceEntry & { activationStart?: number }) | undefined
  const activation = navigation?.activationStart ?? 0
  // A page opened in the background paints for nobody: its LCP says nothing of what a visitor waited.
  const hiddenAtStart = document.visibilityState === 'hidden'
  let lcp: number | undefined
  const hasLcp = observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1]
    if (last && !hiddenAtStart) lcp = Math.max(last.startTime - activation, 0)
  })

  let cls = 0
  let burst = 0
  let burstFirst = 0
  let burstLast = 0
  const hasCls = observe('layout-shift', (entries) => {
    for (const entry of entries as LayoutShift[]) {
      if (entry.hadRecentInput) continue
      if (burst > 0 && entry.startTime - burstLast < 1000 && entry.startTime - burstFirst < 5000) burst += entry.value
      else {
        burst = entry.value
        burstFirst = entry.startTime
      }
      burstLast = entry.startTime
      cls = Math.max(cls, burst)
    }
  })

  // Each interaction's longest event; the browser groups an interaction's events by interactionId.
  const interactions = new Map<number, number>()
  const readInteractions = (entries: PerformanceEntry[]) => {
    for (const entry of entries as InteractionTiming[]) {
      if (entry.interactionId) interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration))
    }
  }
  observe('event', readInteractions, { durationThreshold: 40 } as PerformanceObserverInit)
  observe('first-input', readInteractions)

  return () => {
    const durations = [...interactions.values()].sort((a, b) => b - a)
    const count = (performance as Performance & { interactionCount?: number }).interactionCount ?? durations.length
    return {
      lcp: hasLcp && lcp !== undefined ? Math.round(lcp) : undefined,
      inp: durations.length > 0 ? Math.round(durations[Math.min(durations.length - 1, Math.floor(count / 50))]) : undefined,
      cls: hasCls ? Math.round(cls * 10000) / 10000 : undefined,
    }
  }
}

/** Measures the page at `path` and sends what was measured once, when the page is first hidden. */
export function watchVitals(path: string): void {
  const measured = measureVitals()
  let sent = false
  // pagehide for browsers that leave a page without a visibility change first (older Safari).
  const send = (event: Event) => {
    if (sent || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return
    const vitals = measured()
    if (vitals.lcp === undefined && vitals.inp === undefined && vitals.cls === undefined) return
    sent = true
    sendBeacon(routes.vitals, { path, ...vitals })
  }
  addEventListener('visibilitychange', send, true)
  addEventListener('pagehide', send, true)
}
