// The article open in the news modal, kept in the address (?news=<id>) so it can be shared,
// reloaded and closed with the back button. The page has no client router: the address is read
// and written through the History API directly.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { getNews } from '../../data/records'
import type { NewsItem, NewsSummary } from '../../data/types'
import { useToast } from '../../ui/toast'
import { newsText } from './news-labels'
import { NEWS_PARAM } from './share'

/** How long the notice about an article that cannot be shown stays. */
export const NOTICE_MS = 4000

/** Why an addressed article cannot be shown: gone (404: unpublished, deleted, never was) or not loaded. */
export function missingArticleText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  return status === 404 ? newsText.articleGone : newsText.articleLoadFailed
}

/** Marks a history entry this page pushed to open an article, so closing can go back instead. */
const OPENED_HERE = 'newsOpenedHere'
/** Fired after this module changes the address (pushState and replaceState fire nothing). */
const ADDRESS_CHANGED = 'news-address-changed'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(ADDRESS_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(ADDRESS_CHANGED, onChange)
  }
}

const addressedId = () => new URLSearchParams(window.location.search).get(NEWS_PARAM)
// The prerendered page (and so the hydrating render) has no article open.
const noId = () => null

function writeAddress(id: string | null, mode: 'push' | 'replace'): void {
  const url = new URL(window.location.href)
  if (id === null) url.searchParams.delete(NEWS_PARAM)
  else url.searchParams.set(NEWS_PARAM, id)
  if (mode === 'push') window.history.pushState({ [OPENED_HERE]: true }, '', url)
  else window.history.replaceState(window.history.state, '', url)
  window.dispatchEvent(new Event(ADDRESS_CHANGED))
}

function openedHere(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[OPENED_HERE] === true
}

/**
 * `loaded`: the items the page already has, without their bodies when the page's data gave them;
 * `settled`: whether its lists have finished loading. The open article shows at once with what the
 * list has, and its body is fetched; an address naming an article not among them is fetched on its
 * own (once the lists settled, to avoid fetching one the lists bring anyway). One that cannot be
 * read is dropped from the address, and `notice` says why for a few seconds while the visitor stays
 * on the page.
 */
export function useNewsArticle(loaded: readonly NewsSummary[], settled: boolean) {
  const id = useSyncExternalStore(subscribe, addressedId, noId)
  const [picked, setPicked] = useState<NewsSummary | null>(null)
  // Articles fetched with their bodies while on the page: opened again, they show at once.
  const [fetched, setFetched] = useState<Readonly<Record<string, NewsItem>>>({})
  const notice = useToast(NOTICE_MS)
  const showNotice = notice.show
  const article = id === null ? null : (fetched[id] ?? (picked?.id === id ? picked : (loaded.find((item) => item.id === id) ?? null)))

  // Going back is asynchronous: a second close before it lands must not go back twice.
  const goingBack = useRef(false)
  useEffect(() => {
    goingBack.current = false
  }, [id])
  const close = useCallback(() => {
    if (openedHere()) {
      if (goingBack.current) return
      goingBack.current = true
      window.history.back()
      return
    }
    writeAddress(null, 'replace')
  }, [])

  const open = useCallback((item: NewsSummary) => {
    setPicked(item)
    writeAddress(item.id, 'push')
  }, [])

  // Not listed, or listed without its body.
  const missing = id !== null && settled && (article === null || article.content === undefined)
  useEffect(() => {
    if (!missing || id === null) return
    let current = true
    getNews(id).then(
      (item) => setFetched((before) => ({ ...before, [item.id]: item })),
      (error: unknown) => {
        if (!current) return
        showNotice(missingArticleText(error))
        close()
      },
    )
    return () => {
      current = false
    }
  }, [missing, id, close, showNotice])

  return { article, open, close, notice: notice.text }
}
