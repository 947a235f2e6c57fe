// @vitest-environment node
// The served pages' cache (pb_hooks/lib/pages/page-cache.js) on a store that behaves like
// PocketBase's app store (one map shared by every hook, setIfLessThanLimit counting all of it):
// what else lives in the store never takes the cache's room, and the cache keeps its own cap.
import { beforeEach, describe, expect, it } from 'vitest'

/** PocketBase's store.Store as the hooks see it. */
class AppStore {
  private readonly map = new Map<string, unknown>()
  get(key: string) {
    return this.map.has(key) ? this.map.get(key) : null
  }
  has(key: string) {
    return this.map.has(key)
  }
  set(key: string, value: unknown) {
    this.map.set(key, value)
  }
  setFunc(key: string, fn: (old: unknown) => unknown) {
    this.map.set(key, fn(this.get(key)))
  }
  setIfLessThanLimit(key: string, value: unknown, limit: number) {
    if (this.map.size >= limit) return false
    this.map.set(key, value)
    return true
  }
  remove(key: string) {
    this.map.delete(key)
  }
  getAll() {
    return Object.fromEntries(this.map)
  }
}

let store: AppStore
const globals = globalThis as { $app?: { store: () => AppStore } }

beforeEach(() => {
  store = new AppStore()
  globals.$app = { store: () => store }
})

const { default: pageCache } = await import('@hooks/pages/page-cache.js')

describe('page cache', () => {
  it('keeps caching pages however many other keys the hooks keep in the store', () => {
    for (let i = 0; i < 2100; i++) store.set(`leadChallengeUsed:${i}`, i)
    pageCache.set('/', '<html>home</html>')
    expect(pageCache.get('/')).toBe('<html>home</html>')
  })

  it('holds at most 2,000 pages of its own, and room again after a change empties it', () => {
    for (let i = 0; i < 2000; i++) pageCache.set(`/p/${i}`, String(i))
    pageCache.set('/p/one-too-many', 'x')
    expect(pageCache.get('/p/1999')).toBe('1999')
    expect(pageCache.get('/p/one-too-many')).toBeUndefined()
    pageCache.set('/p/0', 'replaced')
    expect(pageCache.get('/p/0')).toBe('replaced')
    pageCache.clear()
    expect(pageCache.get('/p/0')).toBeUndefined()
    pageCache.set('/p/one-too-many', 'x')
    expect(pageCache.get('/p/one-too-many')).toBe('x')
  })

  it('drops a page built from records read before a change', () => {
    const generation = pageCache.generation()
    pageCache.clear()
    pageCache.set('/', 'stale', generation)
    expect(pageCache.get('/')).toBeUndefined()
  })
})
