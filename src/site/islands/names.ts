// The names of the site's islands: what a wrapper's data-island says, and the registry's keys; and
// the attributes that mark an island in the HTML. Plain data: the page entry reads it without React.
export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
/** Present on an island the browser renders afresh instead of hydrating (`render: 'client'`). */
export const ISLAND_RENDER_ATTRIBUTE = 'data-island-render'
/**
 * Present (value `interaction`) on an island whose code loads only when a visitor reaches for it
 * (focus, a tap or a click inside it, or a submit): the lead forms, plain served inputs until then.
 */
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-island-hydrate'

export const islandNames = [
  'slide-carousel',
  'partner-ring',
  'market-news',
  'lead-form',
  'course-nav',
  'course-registration',
  'course-intake',
  'course-intake-city',
  'course-structured-data',
  'event-video',
] as const

export type IslandName = (typeof islandNames)[number]
