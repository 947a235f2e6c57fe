// An island: a part of a prerendered page that the browser hydrates on its own (src/islands.tsx),
// while everything around it stays plain HTML that never loads code. The prerender wraps the part in
// an element naming it and carrying its props as JSON; the browser renders the same component with
// the same props into that element, so hydration finds the markup it would have written.
import type { ComponentType } from 'react'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WAKE_PARAM_ATTRIBUTE, type IslandHydration, type IslandName } from './names'

/** An island's component: renders its wrapper; `Inner` is what the browser hydrates into it. */
export interface IslandComponent<P extends object> {
  (props: P): React.JSX.Element
  Inner: ComponentType<P>
}

// The wrapper takes no box of its own: the part lays out exactly as if it were not wrapped.
const wrapperStyle = { display: 'contents' } as const

/**
 * Marks `Inner` as an island named `name` (a key of the registry, which loads it in the browser).
 * Its props must survive JSON (no functions, no class instances): they travel in the HTML. An
 * `inline` island (text inside a paragraph) is wrapped in a <span>, any other in a <div>. `hydrate`
 * says when (names.ts, ISLAND_HYDRATE_ATTRIBUTE; src/islands.tsx acts on it): `interaction` and
 * `engaged` islands work as plain HTML until then (an `engaged` one runs at once when the address
 * carries its `wakeParam`), a `text` island is filled by plain code only, and a `plain` island's
 * served markup is run by plain code (the slide carousel).
 */
export function island<P extends object>(
  name: IslandName,
  Inner: ComponentType<P>,
  {
    inline = false,
    hydrate = 'load',
    wakeParam,
    slots,
  }: {
    inline?: boolean
    hydrate?: IslandHydration
    wakeParam?: string
    /**
     * Props the server sets from what staff publish: `{'sections.2.label': slot name}` (a path into the
     * props, the slot's name as content/content-slots.ts marks it). Given in the prerender only.
     */
    slots?: (props: P) => Record<string, string>
  } = {},
): IslandComponent<P> {
  const Wrapper = inline ? 'span' : 'div'
  const Component = Inner as ComponentType<object>
  function Island(props: P) {
    const attributes = {
      [ISLAND_ATTRIBUTE]: name,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      ...(hydrate !== 'load' ? { [ISLAND_HYDRATE_ATTRIBUTE]: hydrate } : {}),
      ...(wakeParam ? { [ISLAND_WAKE_PARAM_ATTRIBUTE]: wakeParam } : {}),
      // The map the server reads and removes (pb_hooks/lib/pages/text-markup.js); never in the browser's build.
      ...(import.meta.env.SSR && slots ? { [contentDisplay.texts.islandSlotsAttribute]: JSON.stringify(slots(props)) } : {}),
    }
    return (
      <Wrapper {...attributes} style={wrapperStyle}>
        <Component {...props} />
      </Wrapper>
    )
  }
  Island.Inner = Inner
  return Island
}
