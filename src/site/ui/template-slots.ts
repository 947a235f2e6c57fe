// The markers of a template the server fills at request time (pb_hooks/lib/core/template-slots.js reads
// them): the news pages (src/site/news-pages), a carousel's first live slide
// (src/site/sections/slide-carousel/slide-templates.tsx) and every place a page names the site (网站名称);
// what staff publish in 课程管理 and 页面管理 is marked with these markers by ../content/content-slots.ts.
//   data-slot="name"              the (empty) element's content: escaped text, or markup the server made
//   data-attrs="attr:name ..."    attributes set to escaped values
//   data-if="name"                the element stays only while the value is set
//   <template data-template="x">  a fragment the server removes from the page, fills and inserts where it applies

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

