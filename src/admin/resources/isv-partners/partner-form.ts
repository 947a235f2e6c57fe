// Pure rules of the partner form: list slots in and out, the default display order, the payload sent.
import limits from '@shared/limits.json' with { type: 'json' }

/** Achievement and tag slots in the form (the server keeps at most as many). */
export const LIST_SLOTS = limits.partnerLists.maxItems
/** The smallest display order. */
export const MIN_ORDER_INDEX = 1
/** How many achievements a card shows. */
export const CARD_ACHIEVEMENTS = 2

/** The values the modal edits. */
export interface PartnerFormValues {
  name: string
  logo: unknown
  field: string
  description: string
  achievements: string[]
  tags: string[]
  website_url: string
  contact_email: string
  order_index: number
  active: boolean
}

/** The stored list as exactly `LIST_SLOTS` text slots (missing ones blank, extra ones cut). */
export function toSlots(list: unknown, slots = LIST_SLOTS): string[] {
  const items = Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
  return Array.from({ length: slots }, (_, i) => items[i] ?? '')
}

/** Slots as sent: trimmed, blanks dropped, at most `LIST_SLOTS`. */
export function cleanList(slots: unknown, max = LIST_SLOTS): string[] {
  if (!Array.isArray(slots)) return []
  return slots
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .filter((item) => item !== '')
    .slice(0, max)
}

/** A new partner goes after the others: the number of partners plus one. */
export function defaultOrderIndex(partnerCount: number): number {
  return Math.max(MIN_ORDER_INDEX, Math.floor(partnerCount) + 1)
}

/** The form's starting values: the record's when editing, else a new active partner at the end. */
export function initialValues(record: Record<string, unknown> | undefined, partnerCount: number): PartnerFormValues {
  if (!record) {
    return {
      name: '',
      logo: null,
      field: '',
      description: '',
      achievements: toSlots([]),
      tags: toSlots([]),
      website_url: '',
      contact_email: '',
      order_index: defaultOrderIndex(partnerCount),
      active: true,
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const order = Number(record.order_index)
  return {
    name: text(record.name),
    logo: record.logo ?? null,
    field: text(record.field),
    description: text(record.description),
    achievements: toSlots(record.achievements),
    tags: toSlots(record.tags),
    website_url: text(record.website_url),
    contact_email: text(record.contact_email),
    order_index: Number.isFinite(order) && order >= MIN_ORDER_INDEX ? order : MIN_ORDER_INDEX,
    active: record.active !== false,
  }
}

/**
 * What is saved: texts trimmed, blank achievements and tags dropped, an empty website or e-mail
 * sent as '', `featured` always false (the spec's payload), the logo as the input left it.
 */
export function toPayload(values: PartnerFormValues): PartnerFormValues & { featured: false } {
  const order = Number(values.order_index)
  return {
    name: values.name.trim(),
    logo: values.logo ?? null,
    field: values.field.trim(),
    description: values.description.trim(),
    achievements: cleanList(values.achievements),
    tags: cleanList(values.tags),
    website_url: (values.website_url ?? '').trim(),
    contact_email: (values.contact_email ?? '').trim(),
    order_index: Number.isFinite(order) ? Math.floor(order) : MIN_ORDER_INDEX,
    active: values.active !== false,
    featured: false,
  }
}

/** Whether `text` is empty or an http(s) address, as the 官网 field accepts. */
export function isWebsite(text: unknown): boolean {
  if (typeof text !== 'string' || text.trim() === '') return true
  try {
    const url = new URL(text.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}
