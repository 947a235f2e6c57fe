// Where the pages show what staff publish in 课程管理 and 页面管理: a page's head, a course's facts, a legal
// page (pb_hooks/lib/pages/content-markup.js fills them from the published records; names in
// shared/content-display.json). Apart from ui/template-slots.ts and outside the chunk every island loads
// (vite.config.ts groups src/site/ui into it), so no island that does not show them carries them.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
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
