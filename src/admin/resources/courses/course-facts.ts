// A course's facts as the public pages word them (the server's own wording, pb_hooks/lib/shared/content-format.js),
// and what the generated handbook PDF says of them: the build's content (content-seed.json), from which both
// were generated, so a published fact that differs is one the handbook states wrongly.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import contentFormat from '@shared/content-format.js'
import contentSeed from '@shared/content-seed.json' with { type: 'json' }

export const courseSlugs = contentSeed.courses.map((course) => course.slug)

export function priceText(price: unknown): string {
  return contentFormat.formatPrice(typeof price === 'number' ? price : null, contentDisplay)
}

export function seatsText(seats: unknown): string {
  return contentFormat.formatSeats(Number(seats), contentDisplay)
}

/** '5天4晚，限25人，¥58,000/人。' */
export function factsSentence(course: { price?: unknown; duration?: unknown; seats?: unknown }): string {
  return contentFormat.factsSentence({ price: typeof course.price === 'number' ? course.price : null, duration: String(course.duration ?? ''), seats: Number(course.seats) }, contentDisplay)
}

/**
 * The facts the generated handbook (the course centre's PDF, and each course's until one is uploaded)
 * states differently from the published ones: `[]` when it agrees.
 */
export function staleHandbookFacts(course: Record<string, unknown>): string[] {
  const built = contentSeed.courses.find((candidate) => candidate.slug === course.slug)
  if (!built) return []
  const stale: string[] = []
  if (priceText(built.price) !== priceText(course.price)) stale.push(priceText(built.price))
  if (built.duration !== course.duration) stale.push(built.duration)
  if (built.seats !== Number(course.seats)) stale.push(seatsText(built.seats))
  if (built.level !== course.level) stale.push(built.level)
  return stale
}
