// The live content the server put into the page it served (pb_hooks/lib/pages/page-assembly.js): a
// <script type="application/json" id="page-data"> block before </body>. The loaders in records.ts
// and intakes.ts answer from it instead of asking the API; a page without it (the dev server, an
// HTML file from before the block existed) makes them fetch as before.
import pageDataRules from '@shared/page-data.json' with { type: 'json' }
import type { CarouselsPageId, NewsCategory } from '../../types/pocketbase'
import type { IntakesByCourse, NewsSummary, Partner, SiteSettings, Slide } from './types'

export interface PageData {
  settings?: SiteSettings
  slides?: { pageId: CarouselsPageId; items: Slide[] }
  partners?: Partner[]
  news?: Partial<Record<NewsCategory, NewsSummary[]>>
  intakes?: IntakesByCourse
}

let parsed: PageData | null | undefined

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parse(): PageData | null {
  if (typeof document === 'undefined') return null
  const element = document.getElementById(pageDataRules.elementId)
  if (!element || element.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') return null
  try {
    const value: unknown = JSON.parse(element.textContent ?? '')
    return isObject(value) ? (value as PageData) : null
  } catch {
    return null
  }
}

/** The page's data block, parsed once; null when the page has none or it is not valid JSON. */
export function readPageData(): PageData | null {
  // Not cached while there is no document (prerender), so the browser still reads its block.
  if (typeof document === 'undefined') return null
  if (parsed === undefined) parsed = parse()
  return parsed
}

/** Test hook: read the block again on the next call. */
export function resetPageData(): void {
  parsed = undefined
}
