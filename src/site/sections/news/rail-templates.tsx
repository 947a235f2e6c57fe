// The <template> fragments the server fills with each rail's first page, from the rails' own parts.
// Prerender only (the server takes them out: pb_hooks/lib/pages/news-markup.js): per rail its frame
// (items, pager), its card and its empty state, and the pager dot and card tag all rails share.
// Names in @shared/news-rails.json; the markers are those of <TemplateMarks> (template-marks.tsx). The
// empty line and the pager's label are the rail's texts of the page (页面管理), which the page's content
// fill (pb_hooks/lib/pages/content-markup.js) writes into these fragments before the news fill uses them.
import newsRails from '@shared/news-rails.json' with { type: 'json' }
import { Fragment } from 'react'
import type { NewsSummary } from '../../data/types'
import type { NewsRailContent } from '../../content/market-activities'
import { pageTextSlots } from '../../content/content-slots'
import { railTextKeys } from '../../content/text-keys'
import { fragment } from '../../ui/template-slots'
import { NewsCard, Tag } from './news-card'
import { RailItems } from './rail-items'
import { PagerDot } from './rail-pager'
import { EmptyRail } from './rail-states'
import { TemplateMarks } from './template-marks'

const names = newsRails.fragments

/** An item with nothing in it: what a template renders its markers on. */
const blankItem: NewsSummary = {
  id: '',
  collectionId: '',
  title: '',
  summary: '',
  image: '',
  category: 'news',
  published: true,
  featured: false,
  author: '',
  tags: [],
  published_at: '',
  created: '',
  updated: '',
}
// A banner rail shows it as its one item; a card rail's cards are the server's (a slot).
const blankItems = [blankItem]

const ignore = () => undefined

export function NewsTemplates({ rails }: { rails: readonly NewsRailContent[] }) {
  return (
    <TemplateMarks>
      {rails.map((rail) => (
        <Fragment key={rail.id}>
          <template {...fragment(names.rail + rail.category)}>
            <RailItems
              items={blankItems}
              variant={rail.variant}
              label={rail.title}
              labelName={pageTextSlots.textName(railTextKeys(rail.id).title) + newsRails.pagerSlotSuffix}
              onOpen={ignore}
            />
          </template>
          {rail.variant !== 'banner' && (
            <template {...fragment(names.card + rail.category)}>
              <NewsCard item={blankItem} onOpen={ignore} full={rail.variant === 'full'} />
            </template>
          )}
          <template {...fragment(names.empty + rail.category)}>
            <EmptyRail text={rail.empty} marks={pageTextSlots.text(railTextKeys(rail.id).empty)} />
          </template>
        </Fragment>
      ))}
      <template {...fragment(names.dot)}>
        <PagerDot index={0} current={false} onChange={ignore} />
      </template>
      <template {...fragment(names.tag)}>
        <Tag name="" />
      </template>
    </TemplateMarks>
  )
}
