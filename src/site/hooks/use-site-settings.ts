// The public site settings (contact data, filing numbers, registration switch): read once per page
// load (getSiteSettings answers from the page's data block when the server put it there) and
// shared by every component that shows them. `null` on the first render (and during prerender),
// so hydration matches the prerendered HTML; callers render their defaults or reserve the space.
import { useEffect, useState } from 'react'
import { getSiteSettings } from '../data/records'
import type { SiteSettings } from '../data/types'

let request: Promise<SiteSettings | null> | undefined

function loadOnce(): Promise<SiteSettings | null> {
  request ??= getSiteSettings().catch(() => {
    // Let a later mount try again; this one shows the defaults.
    request = undefined
    return null
  })
  return request
}

export function useSiteSettings(): SiteSettings | null {
  const [settings, setSettings] = useState<SiteSettings | null>(null)
  useEffect(() => {
    let current = true
    void loadOnce().then((value) => current && setSettings(value))
    return () => {
      current = false
    }
  }, [])
  return settings
}
