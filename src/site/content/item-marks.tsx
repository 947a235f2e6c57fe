// How a list's item (a question, a faculty member, a curriculum day...) shows its values: as the
// values, or, inside the <template> fragment the server fills for each item staff publish
// (pb_hooks/lib/pages/text-markup.js), as the markers of ui/template-slots.ts. A list's component
// renders its items with `liveItem` and, in the prerender only, one blank item with `templateItem`
// inside <ItemTemplate>: the same component makes both, so the served items are the very markup the
// build writes. Names: shared/content-display.json `texts`; fields: editable-texts.ts.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import contentTexts from '@shared/content-texts.js'
import type { ReactNode } from 'react'
import { attrs, fragment, slot, when } from '../ui/template-slots'

type Props = Record<string, unknown>

export interface ItemMarks {
  /** The element's content: the item's field `key`. */
  text(key: string, value: ReactNode): Props
  /** The field inside a sentence (郑宇航 · 本院...): the value, or a <slot> the server replaces whole. */
  inline(key: string, value: ReactNode): ReactNode
  /** A list inside the item (a member's expertise, a day's modules): its items, or the slot the server writes them into. */
  list(key: string, items: ReactNode): Props
  /** The item's position as 01, 02 ... */
  number(value: string): Props
  /** An attribute worded from the item's fields (extras in editable-texts.ts: aria-label 郑宇航的专长). */
  attr(attribute: string, key: string, value: string): Props
  /** An element shown only while the item's optional field `key` is set (it is, when live). */
  when(key: string): Props
  /** Whether a part shown only with a value is rendered: when set; in a template always (the server drops it). */
  shows(value: unknown): boolean
  /** A <details> opened: the list's first item. */
  open(value: boolean): Props
}

const itemSlot = (key: string) => contentTexts.itemSlot(key, contentDisplay)

export const liveItem: ItemMarks = {
  text: (_, value) => ({ children: value }),
  inline: (_, value) => value,
  list: (_, items) => ({ children: items }),
  number: (value) => ({ children: value }),
  attr: (attribute, _, value) => ({ [attribute]: value }),
  when: () => ({}),
  shows: (value) => Boolean(value),
  open: (value) => ({ open: value }),
}

export const templateItem: ItemMarks = {
  text: (key) => slot(itemSlot(key)),
  inline: (key) => <slot {...slot(itemSlot(key))} />,
  list: (key) => slot(itemSlot(key)),
  number: () => slot(contentDisplay.texts.itemExtras.number),
  // The attribute stays where React writes it (empty), so the filled item's attributes keep their order.
  attr: (attribute, key) => ({ [attribute]: '', ...attrs({ [attribute]: itemSlot(key) }) }),
  when: (key) => when(itemSlot(key)),
  shows: () => true,
  // Written opened, so the server's value ('' or null: removed) stays where React puts the attribute.
  open: () => ({ open: true, ...attrs({ open: contentDisplay.texts.itemExtras.open }) }),
}

/** The item's line of a list of texts (a highlight, a topic). */
export const lineKey = 'text'

/** In the prerender only: the fragment `name` (text-templates in editable-texts.ts) with the item rendered as markers. */
export function ItemTemplate({ name, children }: { name: string; children: ReactNode }) {
  return import.meta.env.SSR ? <template {...fragment(name)}>{children}</template> : null
}
