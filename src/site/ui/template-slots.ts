// The markers of a template the server fills at request time (pb_hooks/lib/core/template-slots.js reads
// them): the news pages (src/site/news-pages), a carousel's first live slide
// (src/site/sections/slide-carousel/slide-templates.tsx), every place a page names the site (网站名称),
// and what staff publish in 课程管理 and 页面管理 (a page's head, a course's facts, a legal page:
// pb_hooks/lib/pages/content-markup.js fills them from the published records).
//   data-slot="name"              the (empty) element's content: escaped text, or markup the server made
//   data-attrs="attr:name ..."    attributes set to escaped values
//   data-if="name"                the element stays only while the value is set
//   <template data-template="x">  a fragment the server removes from the page, fills and inserts where it applies

import contentFormat from '@shared/content-format.js'
import siteNameModule from '@shared/site-name.js'

const siteNameSlotNames = siteNameModule.SLOTS

/** Builds the marker props of one element. */
export function slot(name: string): { 'data-slot': string } {
  return { 'data-slot': name }
}

export function attrs(map: Record<string, string>): { 'data-attrs': string } {
  return {
    'data-attrs': Object.entries(map)
      .map(([attribute, name]) => `${attribute}:${name}`)
      .join(' '),
  }
}

/** The element stays only while the value is set. */
export function when(name: string): { 'data-if': string } {
  return { 'data-if': name }
}

export function fragment(name: string): { 'data-template': string } {
  return { 'data-template': name }
}

/** The site name's slots (the server fills 网站名称 into them): the whole name, the brand's main part and its badge. */
export const siteNameSlots = {
  name: slot(siteNameSlotNames.name),
  main: slot(siteNameSlotNames.main),
  note: slot(siteNameSlotNames.note),
  label: attrs({ 'aria-label': siteNameSlotNames.name }),
}

/** A page's head as published in 页面管理: its document title, description and share image. */
export const pageSlots = {
  title: slot(contentFormat.PAGE_SLOTS.title),
  /** og:title's content: the same document title. */
  titleContent: attrs({ content: contentFormat.PAGE_SLOTS.title }),
  description: attrs({ content: contentFormat.PAGE_SLOTS.description }),
  /** Also on the share image's width and height, which go with it. */
  image: when(contentFormat.PAGE_SLOTS.image),
  imageUrl: attrs({ content: contentFormat.PAGE_SLOTS.image }),
}

/** A legal page's published body, version and effective date. */
export const legalSlots = {
  body: slot(contentFormat.LEGAL_SLOTS.body),
  version: slot(contentFormat.LEGAL_SLOTS.version),
  effectiveDate: slot(contentFormat.LEGAL_SLOTS.effectiveDate),
}

/** A course's published facts, wherever a page shows them: its price, duration, seats and level as text, its handbook as the link's href. */
export function courseSlots(slug: string) {
  const name = (fact: string) => contentFormat.courseSlot(slug, fact)
  return {
    price: slot(name('price')),
    duration: slot(name('duration')),
    seats: slot(name('seats')),
    level: slot(name('level')),
    handbook: attrs({ href: name('handbook') }),
  }
}
