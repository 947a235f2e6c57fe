// The built public pages served by a throw-away PocketBase, for the tests of what staff publish: the
// server over every route's page, and how those tests read it (a page's HTML and document, the texts
// of the elements a selector finds, the Chinese messages of a refused save).
import { JSDOM } from 'jsdom'
import { ClientResponseError } from 'pocketbase'
import { expect } from 'vitest'
import routesJson from '../../pb_hooks/lib/shared/routes.json'
import { serveBuiltFiles } from './built-site'

export type ServedPages = Awaited<ReturnType<typeof serveBuiltFiles>>

/** The built file of a route (dist/<path>/index.html). */
export const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)

/** A test server over every public route's built page (`name` names its temp copy). */
export function servePublicPages(name: string): Promise<ServedPages> {
  return serveBuiltFiles(
    routesJson.routes.map((route) => htmlFileOf(route.path)),
    name,
  )
}

/** Reads the pages of the server `current()` gives (set once a suite's beforeAll has started it). */
export function pageReader(current: () => ServedPages) {
  async function html(path: string): Promise<string> {
    const res = await fetch(`${current().url}${path}`)
    expect(res.status, path).toBe(200)
    return res.text()
  }
  return { html, documentOf: async (path: string): Promise<Document> => new JSDOM(await html(path)).window.document }
}

/** The text of each element `selector` finds. */
export const textsOf = (document: ParentNode, selector: string) => Array.from(document.querySelectorAll(selector), (element) => element.textContent)

/** The messages, by field, of a save the server refuses (fails when it is not refused). */
export async function refusal(call: Promise<unknown>): Promise<Record<string, { message: string }>> {
  try {
    await call
  } catch (error) {
    if (error instanceof ClientResponseError) return (error.response?.data ?? {}) as Record<string, { message: string }>
    throw error
  }
  throw new Error('the call was not refused')
}
