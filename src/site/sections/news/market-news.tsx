// The news rails of the market activities page and the detail modal their items open in.
import { listNews } from '../../data/records'
import type { NewsItem } from '../../data/types'
import type { NewsRailContent } from '../../content/market-activities'
import { useRemote, type Remote } from '../../hooks/use-remote'
import { island } from '../../islands/island'
import { Toasts } from '../../ui/toast'
import { NewsModal } from './news-modal'
import { NewsRail } from './news-rail'
import { useNewsArticle } from './use-news-article'

interface MarketNewsProps {
  rails: readonly NewsRailContent[]
}

function News({ rails }: MarketNewsProps) {
  // One request per rail, settled together; each rail shows its own outcome.
  const lists = useRemote(() => Promise.allSettled(rails.map((rail) => listNews(rail.category))), [rails])
  const states: Remote<readonly NewsItem[]>[] = rails.map((_, index) => {
    if (lists.status !== 'ready') return { status: 'loading' }
    const result = lists.data[index]
    if (!result) return { status: 'loading' }
    return result.status === 'fulfilled' ? { status: 'ready', data: result.value } : { status: 'error', error: result.reason }
  })
  const loaded = states.flatMap((state) => (state.status === 'ready' ? state.data : []))
  const { article, open, close, notice } = useNewsArticle(loaded, lists.status !== 'loading')

  return (
    <>
      {rails.map((rail, index) => (
        <NewsRail key={rail.id} content={rail} state={states[index] ?? { status: 'loading' }} onOpen={open} tone={index % 2 === 1 ? 'alt' : 'plain'} />
      ))}
      <NewsModal item={article} onClose={close} />
      <Toasts texts={[notice]} />
    </>
  )
}

export const MarketNews = island('market-news', News)
