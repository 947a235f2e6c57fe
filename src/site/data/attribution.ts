// Where a visit came from: kept on the visitor's first page view and sent with any later lead.

export interface Attribution {
  utm_source: string
  utm_medium: string
  utm_campaign: string
  landing_path: string
  referrer: string
}

const STORAGE_KEY = 'lead-attribution'

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

/** Keeps the first page view's attribution for this visit (a later page view changes nothing). */
export function captureAttribution(storage: Storage, location: { pathname: string; search: string }, referrer: string): void {
  try {
    if (storage.getItem(STORAGE_KEY) === null) storage.setItem(STORAGE_KEY, JSON.stringify(attributionOf(location, referrer)))
  } catch {
    // Storage can be off (private mode, some in-app browsers): the lead is sent without it.
  }
}

/** The visit's attribution, or null when none was kept. */
export function storedAttribution(storage: Storage): Attribution | null {
  try {
    const raw = storage.getItem(STORAGE_KEY)
    return raw === null ? null : (JSON.parse(raw) as Attribution)
  } catch {
    return null
  }
}
