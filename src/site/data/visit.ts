// This page view's part in the visit's attribution (./attribution.ts), read and kept in the browser's
// own storage: where storage is blocked (reading window.sessionStorage itself throws there) the view
// is counted unattributed and any lead is sent without attribution.
import { attributionOf, captureAttribution, captureFirstTouch, leadAttribution, noteView, storedAttribution, storedFirstTouch, type Attribution } from './attribution'

function storage(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[name]
  } catch {
    return null
  }
}

/** Keeps this visit's and the browser's first attribution; answers the visit's and the seconds since the last view. */
export function rememberVisit(): { attribution: Attribution | null; sinceLastView: number | null } {
  const session = storage('sessionStorage')
  const local = storage('localStorage')
  const now = Date.now()
  if (session) captureAttribution(session, window.location, document.referrer)
  const attribution = session ? storedAttribution(session) : null
  if (local) captureFirstTouch(local, attribution ?? attributionOf(window.location, document.referrer), now)
  return { attribution, sinceLastView: local ? noteView(local, now) : null }
}

/** What a lead sent from this page carries of the visit: last touch, first touch, the page. */
export function visitForLead(): Record<string, string> {
  const session = storage('sessionStorage')
  const local = storage('localStorage')
  return leadAttribution(session ? storedAttribution(session) : null, local ? storedFirstTouch(local, Date.now()) : null, window.location.pathname)
}
