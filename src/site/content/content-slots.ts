// Where the pages show what staff publish in 课程管理 and 页面管理: a page's head, a course's facts, a legal
// page, a course's and a page's texts and lists (pb_hooks/lib/pages/content-markup.js and text-markup.js fill
// them from the published records; names in shared/content-display.json, shared/content-texts.js). Apart from ui/template-slots.ts and outside the chunk every island loads
// (vite.config.ts groups src/site/ui into it), so no island that does not show them carries them.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import contentTexts from '@shared/content-texts.js'
import { attrs, slot, when } from '../ui/template-slots'

/** A page's head as published in 页面管理: its document title, description and share image. */
export const pageSlots = {
  title: slot(contentDisplay.slots.page.title),
  /** og:title's content: the same document title. */
  titleContent: attrs({ content: contentDisplay.slots.page.title }),
  description: attrs({ content: contentDisplay.slots.page.description }),
  /** Also on the share image's width and height, which go with it. */
  image: when(contentDisplay.slots.page.image),
  imageUrl: attrs({ content: contentDisplay.slots.page.image }),
}

/** A legal page's published body, version and effective date. */
export const legalSlots = {
  body: slot(contentDisplay.slots.legal.body),
  version: slot(contentDisplay.slots.legal.version),
  effectiveDate: slot(contentDisplay.slots.legal.effectiveDate),
}

/** A course's published facts, wherever a page shows them: its price, duration, seats and level as text, its handbook as the link's href. */
export function courseSlots(slug: string) {
  // The server names them with content-format.js courseSlot() from the same pattern.
  const name = (fact: string) => contentDisplay.slots.course.replace('{slug}', slug).replace('{fact}', fact)
  return {
    price: slot(name('price')),
    duration: slot(name('duration')),
    seats: slot(name('seats')),
    level: slot(name('level')),
    handbook: attrs({ href: name('handbook') }),
  }
}

/** The marker of a course's or page's texts (editable-texts.ts) and lists, by key. */
export interface TextSlots {
  /** A text: the element's content. */
  text(key: string): { 'data-slot': string }
  /** A text in an attribute (a link's title). */
  attr(attribute: string, key: string): { 'data-attrs': string }
  /** A list's container: the server writes its items in. */
  list(key: string): { 'data-slot': string }
  /** A list shown in part: the container of the rest, the element that goes with no rest, the button's words. */
  rest(key: string): { 'data-slot': string }
  more(key: string): { 'data-if': string }
  moreLabel(key: string): { 'data-slot': string }
  /** The slot names themselves, for an island's props (island.tsx `slots`). */
  textName(key: string): string
}

function textSlots(textName: (key: string) => string, listName: (key: string) => string): TextSlots {
  const parts = contentDisplay.texts.listParts
  return {
    text: (key) => slot(textName(key)),
    attr: (attribute, key) => attrs({ [attribute]: textName(key) }),
    list: (key) => slot(listName(key)),
    rest: (key) => slot(listName(key) + parts.rest),
    more: (key) => when(listName(key) + parts.more),
    moreLabel: (key) => slot(listName(key) + parts.moreLabel),
    textName,
  }
}

/** A course's texts, wherever a page shows them (its own page, its cards). */
export function courseTextSlots(slug: string): TextSlots {
  return textSlots(
    (key) => contentTexts.courseTextSlot(slug, key, contentDisplay),
    (key) => contentTexts.courseListSlot(slug, key, contentDisplay),
  )
}

/** The texts of the page being served. */
export const pageTextSlots: TextSlots = textSlots(
  (key) => contentTexts.pageTextSlot(key, contentDisplay),
  (key) => contentTexts.pageListSlot(key, contentDisplay),
)

/** A page header's title and lead as texts `header_title`, `header_lead` (sections/page-header.tsx `marks`). */
export function pageHeaderMarks() {
  return { title: pageTextSlots.text('header_title'), lead: pageTextSlots.text('header_lead') }
}

/** A page section's eyebrow, heading and lead as texts `<prefix>_eyebrow`, `_title`, `_lead` (ui/section.tsx `marks`). */
export function pageSectionMarks(prefix: string) {
  return { eyebrow: pageTextSlots.text(`${prefix}_eyebrow`), title: pageTextSlots.text(`${prefix}_title`), lead: pageTextSlots.text(`${prefix}_lead`) }
}
