// 数据指标: 1 to 5 label/value pairs per slide (limits shared with the server's check); the last one
// cannot be removed and adding stops at 5. New slides start with the spec's three figures.
import limits from '@shared/limits.json' with { type: 'json' }
import slideFacts from '@shared/slides.json' with { type: 'json' }

export interface SlideStat {
  label: string
  value: string
}

/** How many stats the public slide shows: the first `wide` on wider screens, the first `narrow` on a phone. */
export const statsShown = { wide: slideFacts.statsShown, narrow: slideFacts.statsShownNarrow }

export const statsBounds = { min: limits.carouselStats.minItems, max: limits.carouselStats.maxItems, maxTextLength: limits.carouselStats.maxTextLength }

/** The spec's defaults for a new slide (section 9). */
export function defaultStats(): SlideStat[] {
  return slideFacts.defaultStats.map((stat) => ({ ...stat }))
}

/** Whether one more pair may be added to a list of `count` (the add button hides when not). */
export function canAddStat(count: number): boolean {
  return count < statsBounds.max
}

/** Whether a pair may be removed from a list of `count` (the last one stays). */
export function canRemoveStat(count: number): boolean {
  return count > statsBounds.min
}

/** The stats as stored on a slide, always a list (a missing or malformed value reads as empty). */
export function readStats(value: unknown): SlideStat[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ label: String(item.label ?? ''), value: String(item.value ?? '') }))
}
