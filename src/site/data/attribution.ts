// Where a visit came from, kept in the visitor's own browser and sent with any later lead: this visit's
// first page (session storage: the last touch), the browser's first visit to the site (local storage,
// kept firstTouchDays: the first touch), and when it last viewed a page here (local storage, so a page
// view can say it is the browser's first of the day without anything identifying it). Nothing personal.
import { firstTouchDays } from '@shared/beacons.json'

export interface Attribution {
  utm_source: string
  utm_medium: string
  utm_campaign: string
  landing_path: string
  referrer: string
}

/** A first touch: the attribution of the browser's first visit, and when (ms since 1970). */
export interface FirstTouch extends Attribution {
  at: number
}

const STORAGE_KEY = 'lead-attribution'
const FIRST_TOUCH_KEY = 'first-touch'
const LAST_VIEW_KEY = 'last-view'
const DAY_MS = 86_400_000

/** The attribution of the page at `location`, arrived at from `referrer`. */
export function attributionOf(location: { pathname: string; search: string }, referrer: string): Attribution {
  const params = new URLSearchParams(location.search)
  return {
    utm_source: params.get('utm_source') ?? '',
    utm_medium: params.get('utm_medium') ?? '',
    utm_campaign: params.get('utm_campaign') ?? '',
    landing_path: location.pathname,
    referrer,
  }
}

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage can be off or full (private mode, some in-app browsers): the lead is sent without it.
  }
}

/** Keeps the first page view's attribution for this visit (a later page view changes nothing). */
export function captureAttribution(storage: Storage, location: { pathname: string; search: string }, referrer: string): void {
  if (read(storage, STORAGE_KEY) === null) write(storage, STORAGE_KEY, attributionOf(location, referrer))
}

/** The visit's attribution, or null when none was kept. */
export function storedAttribution(storage: Storage): Attribution | null {
  return read<Attribution>(storage, STORAGE_KEY)
}

/** The browser's first touch, or null when none was kept or it is older than firstTouchDays. */
export function storedFirstTouch(storage: Storage, now: number): FirstTouch | null {
  const touch = read<FirstTouch>(storage, FIRST_TOUCH_KEY)
  return touch && typeof touch.at === 'number' && now - touch.at < firstTouchDays * DAY_MS ? touch : null
}

/** Keeps `visit` as the browser's first touch unless a first touch younger than firstTouchDays is kept. */
export function captureFirstTouch(storage: Storage, visit: Attribution, now: number): void {
  if (storedFirstTouch(storage, now) === null) write(storage, FIRST_TOUCH_KEY, { ...visit, at: now })
}

/**
 * Notes a page view now and answers how many seconds ago the browser viewed a page here before
 * (null for its first): the server counts a visitor on its first view of the day from that alone.
 */
export function noteView(storage: Storage, now: number): number | null {
  const last = read<number>(storage, LAST_VIEW_KEY)
  write(storage, LAST_VIEW_KEY, now)
  return typeof last === 'number' ? Math.max(0, Math.round((now - last) / 1000)) : null
}

/**
 * What a lead carries of where it came from: this visit (the last touch), the first touch as
 * `first_*` fields, and the page the form was sent from.
 */
export function leadAttribution(visit: Attribution | null, first: Attribution | null, formPath: string): Record<string, string> {
  const fields: Record<string, string> = { ...visit, form_path: formPath }
  if (first) {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'landing_path', 'referrer'] as const) fields[`first_${name}`] = first[name]
  }
  return fields
}
