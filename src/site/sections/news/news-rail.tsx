// One section of the market activities page: a titled, paged rail of news items (a one-at-a-time
// banner, brief cards or full news cards) with its loading, empty and error states. Its heading,
// subtitle and empty line are the page's texts (页面管理): the prerender marks the heading and subtitle
// for the server, which fills them and the island's props (market-news.tsx).
import type { NewsSummary } from '../../data/types'
import type { Remote } from '../../hooks/use-remote'
import type { NewsRailContent } from '../../content/market-activities'
import { pageSectionMarks } from '../../content/content-slots'
import { Section } from '../../ui/section'
import { RailItems } from './rail-items'
import { EmptyRail, RailFailed, RailLoading } from './rail-states'

interface NewsRailProps {
  content: NewsRailContent
  state: Remote<readonly NewsSummary[]>
  onOpen: (item: NewsSummary) => void
  tone?: 'plain' | 'alt'
}

export function NewsRail({ content, state, onOpen, tone = 'plain' }: NewsRailProps) {
  return (
    <Section id={content.id} title={content.title} lead={content.subtitle} tone={tone} marks={import.meta.env.SSR ? pageSectionMarks(content.id) : undefined}>
      {state.status === 'loading' && <RailLoading rail={content} />}
      {state.status === 'error' && <RailFailed />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyRail text={content.empty} />
        ) : (
          <RailItems items={state.data} variant={content.variant} label={content.title} onOpen={onOpen} />
        ))}
    </Section>
  )
}
