// Translates react-admin's sort into PocketBase's `sort` query parameter.
import { assertFieldName } from './filters'

export interface SortInput {
  field?: string | string[]
  order?: 'ASC' | 'DESC' | string
}

export interface TranslateSortOptions {
  /** Used when no sort is given (and for react-admin's implicit `id ASC`, see below). */
  defaultSort?: string
  /**
   * react-admin sorts lists by `id ASC` unless told otherwise, and PocketBase ids are random,
   * so by default that exact sort means "none chosen" and gives `defaultSort`.
   */
  idAscIsDefault?: boolean
}

/** PocketBase's own sort keys besides fields. */
const SPECIAL_SORTS = new Set(['@random', '@rowid'])

/**
 * `{field: 'a', order: 'DESC'}` → `-a`. `field` may list several fields (`'a,b'` or `['a', 'b']`);
 * `order` applies to each, except a field written with its own `-` or `+`, which keeps it.
 */
export function translateSort(sort: SortInput | undefined, options: TranslateSortOptions = {}): string {
  const fallback = options.defaultSort ?? '-created'
  const fields = (Array.isArray(sort?.field) ? sort.field : String(sort?.field ?? '').split(','))
    .map((field) => field.trim())
    .filter((field) => field !== '')
  if (fields.length === 0) return fallback
  const idAscIsDefault = options.idAscIsDefault ?? true
  if (idAscIsDefault && fields.length === 1 && fields[0] === 'id' && sort?.order !== 'DESC') return fallback
  const descending = sort?.order === 'DESC'
  return fields
    .map((field) => {
      const fixed = field.startsWith('-') || field.startsWith('+')
      const name = fixed ? field.slice(1) : field
      if (!SPECIAL_SORTS.has(name)) assertFieldName(name)
      if (fixed) return field.startsWith('-') ? `-${name}` : name
      return descending ? `-${name}` : name
    })
    .join(',')
}
