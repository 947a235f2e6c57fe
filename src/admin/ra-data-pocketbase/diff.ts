// Which fields of an edited record changed, so an update never overwrites what someone else saved.

/** Structural equality for JSON-like values (arrays, plain objects, Dates, primitives). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  }
  if (typeof Blob !== 'undefined' && (a instanceof Blob || b instanceof Blob)) return false
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  }
  const aKeys = Object.keys(a as object).filter((key) => (a as Record<string, unknown>)[key] !== undefined)
  const bKeys = Object.keys(b as object).filter((key) => (b as Record<string, unknown>)[key] !== undefined)
  if (aKeys.length !== bKeys.length) return false
  return aKeys.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/** Fields PocketBase sets itself or that describe the record rather than hold its data. */
const SYSTEM_FIELDS = new Set(['id', 'collectionId', 'collectionName', 'created', 'updated', 'expand'])

/** The entries of `data` that differ from `previousData` (all of them when there is none). */
export function changedFields(data: Record<string, unknown>, previousData: Record<string, unknown> | undefined): Record<string, unknown> {
  const changed: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (SYSTEM_FIELDS.has(key) || value === undefined) continue
    if (previousData && key in previousData && deepEqual(value, previousData[key])) continue
    // A field the record never had, now empty: nothing to say to the server.
    if (previousData && !(key in previousData) && (value === null || value === '')) continue
    changed[key] = value
  }
  return changed
}
