// The names of the site's islands: what a wrapper's data-island says, and the registry's keys; and
// the attributes that mark an island in the HTML. Plain data: the page entry reads it without React.
export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
/**
 * When an island other than the default (hydrated once the page has painted) runs: `interaction`,
 * its code loads when a visitor reaches for it (focus, a tap or a key inside it, or a submit: the
 * lead forms, plain served inputs until then); `engaged`, at the visitor's first sign of using the
 * page (a pointer move, a touch, a scroll, a key: a course page's navigation, plain links until
 * then); `text`, never React: plain code fills its text from the page data (the intake lines);
 * `plain`, never React: plain code takes the served markup over (the slide carousel).
 */
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-island-hydrate'

/**
 * On an `engaged` island: the query parameter that makes it run at once when the address carries
 * it (the news rails, for a shared ?news=<id> that opens its article on arrival).
 */
export const ISLAND_WAKE_PARAM_ATTRIBUTE = 'data-island-wake-param'
/** Set on an island's wrapper once its code has run (hydrated or rendered). */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready'

export type IslandHydration = 'load' | 'interaction' | 'engaged' | 'text' | 'plain'

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
