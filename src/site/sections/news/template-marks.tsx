// How a rail's parts show an item: its values, or inside <TemplateMarks> the server's slot markers.
// The prerender renders the rails' own components as the <template> fragments the server fills
// with each rail's first page (rail-templates.tsx, pb_hooks/lib/pages/news-markup.js), so the
// island hydrates over what the server wrote. A part says once which value each element shows and
// under which name the server fills it; this module alone decides between the two.
import { createContext, useContext, type ReactNode } from 'react'
import { attrs, slot, when } from '../../ui/template-slots'

/** A value the server fills: its name among the server's values (news-markup.js), and the value itself. */
export type Filled<T> = readonly [name: string, value: T]

type Props = Record<string, unknown>

/** LazyImage's props for the item's image; in a template, empty and with LazyImage's own markers. */
interface ImageProps {
  src: string
  srcSet?: string
  alt: string
  marks?: Record<string, string>
}

/** The element props of ui/template-slots.ts's markers, each with the value it stands for. */
export interface Marks {
  /** Whether a part shown only with a value is rendered: when it is set; in a template always (the server drops it). */
  shows(value: unknown): boolean
  /** The element is kept only while the server's value `name` is set (data-if); nothing when live. */
  when(name: string): Props
  /**
   * Attributes by React prop name (their HTML name is its lower case: dateTime, datetime); `blank`
   * holds values a template keeps in their place (a link's href="#").
   */
  attrs(attributes: Record<string, Filled<string | boolean>>, blank?: Record<string, string>): Props
  /** The element's content: text, or elements the server writes as markup (cards, dots, tags). */
  slot(name: string, content: ReactNode): Props
  /** The item's image: its src, srcSet and alt. */
  image(values: { src: Filled<string>; srcSet?: Filled<string>; alt: Filled<string> }): ImageProps
}

const live: Marks = {
  shows: (value) => Boolean(value),
  when: () => ({}),
  attrs: (attributes) => Object.fromEntries(Object.entries(attributes).map(([prop, [, value]]) => [prop, value])),
  slot: (_, content) => ({ children: content }),
  image: ({ src, srcSet, alt }) => ({ src: src[1], srcSet: srcSet?.[1], alt: alt[1] }),
}

/** data-attrs naming each attribute's value. */
const attributeMarks = (attributes: Record<string, Filled<unknown>>) =>
  attrs(Object.fromEntries(Object.entries(attributes).map(([prop, [name]]) => [prop.toLowerCase(), name])))

const template: Marks = {
  shows: () => true,
  when,
  attrs: (attributes, blank) => ({ ...blank, ...attributeMarks(attributes) }),
  slot: (name) => slot(name),
  image: ({ src, srcSet, alt }) => ({ src: '', alt: '', marks: attributeMarks(srcSet ? { src, srcSet, alt } : { src, alt }) }),
}

const MarksContext = createContext<Marks>(live)

export function useMarks(): Marks {
  return useContext(MarksContext)
}

/** Renders its children as the server's template: markers in place of every value. */
export function TemplateMarks({ children }: { children: ReactNode }) {
  return <MarksContext value={template}>{children}</MarksContext>
}
