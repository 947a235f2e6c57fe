// The news rails of the market activities page and the detail modal their items open in. The
// server writes each rail's first page into the HTML (pb_hooks/lib/pages/news-markup.js, from the
// templates rail-templates.tsx renders at build time); the island hydrates over that markup from the
// page data's news at the visitor's first sign of using the page, or at once when the address
// names an article (?news=<id>) to open. Each rail's heading, subtitle and empty line are texts of the
// page (页面管理): the server sets them in the island's props too, so it hydrates with the served words.
import { listNews, servedNews } from '../../data/records'
import type { NewsSummary } from '../../data/types'
import type { NewsRailContent } from '../../content/market-activities'
import { useRemote, type Remote } from '../../hooks/use-remote'
import { island } from '../../islands/island'
import { pageTextSlots } from '../../content/content-slots'
import { railTextKeys } from '../../content/text-keys'
import { Toasts } from '../../ui/toast'
import { NewsModal } from './news-modal'
import { NewsRail } from './news-rail'
import { NewsTemplates } from './rail-templates'
import { NEWS_PARAM } from './share'
import { useNewsArticle } from './use-news-article'

interface MarketNewsProps {
  rails: readonly NewsRailContent[]
}

/** Every rail's items as the page data holds them, or null when any is missing (then all are fetched). */
function servedLists(rails: readonly NewsRailContent[]): PromiseSettledResult<NewsSummary[]>[] | null {
  const lists = rails.map((rail) => servedNews(rail.category))
  return lists.every((list) => list !== null) ? lists.map((value) => ({ status: 'fulfilled' as const, value: value ?? [] })) : null
}

/** Which props the server sets from the page's published texts (prerender only). */
function railSlots({ rails }: MarketNewsProps): Record<string, string> {
  return Object.fromEntries(
    rails.flatMap((rail, index) => {
      const keys = railTextKeys(rail.id)
      return [
        [`rails.${index}.title`, pageTextSlots.textName(keys.title)],
        [`rails.${index}.subtitle`, pageTextSlots.textName(keys.lead)],
        [`rails.${index}.empty`, pageTextSlots.textName(keys.empty)],
      ]
    }),
  )
}

function News({ rails }: MarketNewsProps) {
  // One request per rail, settled together; each rail shows its own outcome. The served page holds
  // them all: the first render is the served markup, so hydration keeps it.
  const lists = useRemote(() => Promise.allSettled(rails.map((rail) => listNews(rail.category))), [rails], servedLists(rails))
  const states: Remote<readonly NewsSummary[]>[] = rails.map((_, index) => {
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
      {/* Only the prerender (Vite's SSR build) writes the templates: the browser's bundle holds none of their code. */}
      {import.meta.env.SSR && <NewsTemplates rails={rails} />}
      <NewsModal item={article} onClose={close} />
      <Toasts texts={[notice]} />
    </>
  )
}

// Engaged: a page load with nobody at it (and its LCP) never waits for React; the rails are
// complete HTML with working article links until then.
export const MarketNews = island('market-news', News, { hydrate: 'engaged', wakeParam: NEWS_PARAM, slots: import.meta.env.SSR ? railSlots : undefined })
