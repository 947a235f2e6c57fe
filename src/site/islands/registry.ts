// Every island of the public site, by the name its wrapper carries in the HTML, and how the browser
// loads its code: each is its own chunk, fetched only by pages that have it.
import type { IslandComponent } from './island'
import type { IslandName } from './names'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props; they arrive as JSON
type AnyIsland = IslandComponent<any>

export const islandLoaders: Record<IslandName, () => Promise<AnyIsland>> = {
  'slide-carousel': () => import('../sections/slide-carousel/slide-carousel').then((module) => module.SlideCarousel),
  'partner-ring': () => import('../sections/partner-ring/partner-ring').then((module) => module.PartnerRing),
  'market-news': () => import('../sections/news/market-news').then((module) => module.MarketNews),
  'lead-form': () => import('../forms/lead-form-island').then((module) => module.LeadFormIsland),
  'course-nav': () => import('../courses/nav/course-nav').then((module) => module.CourseNav),
  'course-registration': () => import('../courses/registration').then((module) => module.RegistrationForm),
  'course-intake': () => import('../courses/intake-islands').then((module) => module.CourseIntakeLine),
  'course-intake-city': () => import('../courses/intake-islands').then((module) => module.CourseIntakeCity),
  'course-structured-data': () => import('../courses/course-data-island').then((module) => module.CourseStructuredData),
  'event-video': () => import('../sections/event-video').then((module) => module.EventVideo),
}
