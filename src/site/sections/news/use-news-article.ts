// The article open in the news modal, kept in the address (?news=<id>) so it can be shared,
// reloaded and closed with the back button.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { getNews, type NewsItem } from '../../data/records'
import { NEWS_PARAM } from './share'

/** Marks a history entry this page pushed to open an article, so closing can go back instead. */
const OPENED_HERE = 'newsOpenedHere'

/**
 * `loaded`: the items the page already has; `settled`: whether its lists have finished loading.
 * An address naming an article not among them is fetched on its own (once the lists settled, to
 * avoid fetching one the lists bring anyway); one that cannot be read is dropped from the address.
 */
export function useNewsArticle(loaded: readonly NewsItem[], settled: boolean) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const id = params.get(NEWS_PARAM)
  const [picked, setPicked] = useState<NewsItem | null>(null)
  const article = id === null ? null : picked?.id === id ? picked : (loaded.find((item) => item.id === id) ?? null)
  const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true

  // Going back is asynchronous: a second close before it lands must not go back twice.
  const goingBack = useRef<string | null>(null)
  const close = useCallback(() => {
    if (openedHere) {
      if (goingBack.current === location.key) return
      goingBack.current = location.key
      navigate(-1)
      return
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete(NEWS_PARAM)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [openedHere, location.key, navigate, setParams])

  const open = useCallback(
    (item: NewsItem) => {
      setPicked(item)
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.set(NEWS_PARAM, item.id)
          return next
        },
        { preventScrollReset: true, state: { [OPENED_HERE]: true } },
      )
    },
    [setParams],
  )

  // The fetch below must not restart when `close` changes with the address.
  const latestClose = useRef(close)
  useEffect(() => {
    latestClose.current = close
  }, [close])

  const missing = id !== null && article === null && settled
  useEffect(() => {
    if (!missing || id === null) return
    let current = true
    getNews(id).then(
      (item) => current && setPicked(item),
      () => current && latestClose.current(),
    )
    return () => {
      current = false
    }
  }, [missing, id])

  return { article, open, close }
}
