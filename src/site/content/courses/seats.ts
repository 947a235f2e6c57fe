// A course's texts state its seats as {名额} (每期限 {名额} 人), so the one figure is its
// participants.seats: the pages show the texts with it put in, while the seed keeps them as written
// (content-seed.ts), and the server puts in the seats staff publish in 课程管理 (shared/content-texts.js).
import contentDisplay from '@shared/content-display.json' with { type: 'json' }

export const seatsToken = contentDisplay.texts.seatsToken

function expand(value: unknown, seats: string): unknown {
  if (typeof value === 'string') return value.split(seatsToken).join(seats)
  if (Array.isArray(value)) return value.map((item) => expand(item, seats))
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item, seats)]))
  return value
}

/** The course as the pages show it: every {名额} in its texts replaced by its seats. */
export function withSeats<T extends { participants: { seats: number } }>(source: T): T {
  return expand(source, String(source.participants.seats)) as T
}
