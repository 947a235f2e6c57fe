// The names of the site's islands: what a wrapper's data-island says, and the registry's keys.
export const islandNames = [
  'site-header',
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
  'subscribe-button',
] as const

export type IslandName = (typeof islandNames)[number]
