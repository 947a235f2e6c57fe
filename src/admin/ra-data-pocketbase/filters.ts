// Translates react-admin filter objects into PocketBase filter expressions with bound placeholders.

/** PocketBase's comparison operators usable as `field@op`. */
export const FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', '~', '!~', '?=', '?~'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

/** `field_gte` style suffixes, the spelling react-admin's own examples use. */
export const FILTER_SUFFIXES: Readonly<Record<string, FilterOperator>> = {
  _gte: '>=',
  _lte: '<=',
  _gt: '>',
  _lt: '<',
  _neq: '!=',
}

/** Operators that exclude: an array value means "none of these", so the clauses are ANDed. */
const NEGATIVE_OPERATORS: ReadonlySet<FilterOperator> = new Set(['!=', '!~'])

/** A field path, optionally with one of PocketBase's read modifiers (`tags:each`, `title:lower`, `tags:length`). */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*(:(each|length|lower))?$/

/** PocketBase datetimes as ISO text with a "T" and an optional zone; date-only text is left alone. */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

export interface TranslatedFilter {
  /** The expression with `{:pN}` placeholders, '' when nothing filters. */
  expr: string
  /** Values for the placeholders, as `pb.filter(expr, params)` takes them. */
  params: Record<string, unknown>
}

export interface TranslateFilterOptions {
  /** Fields the `q` key searches with `~`; without any, `q` is ignored. */
  searchFields?: string[]
}

/**
 * Field names cannot be bound as parameters, so they are checked instead: a name outside
 * this pattern could smuggle an expression into the filter.
 */
export function assertFieldName(name: string): void {
  if (!FIELD_NAME.test(name)) throw new Error(`ra-data-pocketbase: invalid field name "${name}"`)
}

/** True for the values a filter form leaves behind when a field is cleared. */
export function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Values as they are bound: ISO datetime strings become Dates so pb.filter() writes PocketBase's format. */
function bindable(value: unknown, field: string): unknown {
  if (value instanceof Date) return value
  if (typeof value === 'string') {
    if (ISO_DATETIME.test(value)) {
      const date = new Date(value)
      if (!Number.isNaN(date.getTime())) return date
    }
    return value
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value
  throw new Error(`ra-data-pocketbase: unsupported filter value for "${field}"`)
}

/** Splits a filter key into field and operator: `a@>=`, `a_gte`, or plain `a` (equality). */
function parseKey(key: string): { field: string; op: FilterOperator } {
  const at = key.lastIndexOf('@')
  if (at > 0) {
    const op = key.slice(at + 1)
    if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
      throw new Error(`ra-data-pocketbase: unknown filter operator "${op}" in "${key}"`)
    }
    return { field: key.slice(0, at), op: op as FilterOperator }
  }
  for (const [suffix, op] of Object.entries(FILTER_SUFFIXES)) {
    if (key.length > suffix.length && key.endsWith(suffix)) return { field: key.slice(0, -suffix.length), op }
  }
  return { field: key, op: '=' }
}

/** `field@empty`: true for a field with no value (an unassigned relation, a blank text), false for one with a value. */
const EMPTY_SUFFIX = '@empty'

/** Builds expressions while numbering placeholders, so nested `$or` groups never reuse a name. */
class Builder {
  readonly params: Record<string, unknown> = {}
  private count = 0

  bind(value: unknown): string {
    const name = `p${this.count++}`
    this.params[name] = value
    return `{:${name}}`
  }

  /** The clauses of one filter object, ANDed; '' when every value was empty. */
  group(filter: Record<string, unknown>, searchFields: string[] | undefined): string {
    const clauses: string[] = []
    for (const [key, value] of Object.entries(filter)) {
      if (isEmptyFilterValue(value)) continue
      const clause =
        key === '$or' ? this.or(value, searchFields) : key === 'q' ? this.search(value, searchFields) : this.field(key, value)
      if (clause) clauses.push(clause)
    }
    return clauses.join(' && ')
  }

  private empty(field: string, value: unknown): string {
    assertFieldName(field)
    if (typeof value !== 'boolean') throw new Error(`ra-data-pocketbase: "${field}@empty" takes true or false`)
    return `${field} ${value ? '=' : '!='} ${this.bind('')}`
  }

  private or(value: unknown, searchFields: string[] | undefined): string {
    if (!Array.isArray(value)) throw new Error('ra-data-pocketbase: "$or" takes an array of filter objects')
    const groups = value
      .map((item) => {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          throw new Error('ra-data-pocketbase: "$or" takes an array of filter objects')
        }
        return this.group(item as Record<string, unknown>, searchFields)
      })
      .filter((group) => group !== '')
    if (groups.length === 0) return ''
    return `(${groups.map((group) => `(${group})`).join(' || ')})`
  }

  private search(value: unknown, searchFields: string[] | undefined): string {
    const text = typeof value === 'string' ? value.trim() : String(value)
    if (text === '' || !searchFields || searchFields.length === 0) return ''
    searchFields.forEach(assertFieldName)
    const placeholder = this.bind(text)
    return `(${searchFields.map((field) => `${field} ~ ${placeholder}`).join(' || ')})`
  }

  private field(key: string, value: unknown): string {
    if (key.endsWith(EMPTY_SUFFIX)) return this.empty(key.slice(0, -EMPTY_SUFFIX.length), value)
    const { field, op } = parseKey(key)
    assertFieldName(field)
    if (!Array.isArray(value)) return `${field} ${op} ${this.bind(bindable(value, field))}`
    const values = value.filter((item) => !isEmptyFilterValue(item))
    if (values.length === 0) return ''
    const join = NEGATIVE_OPERATORS.has(op) ? ' && ' : ' || '
    return `(${values.map((item) => `${field} ${op} ${this.bind(bindable(item, field))}`).join(join)})`
  }
}

/**
 * A react-admin filter object as a PocketBase expression with placeholders (pure: no client needed).
 * Keys: `field` (=), `field@op`, `field_gte|_lte|_gt|_lt|_neq`, `field@empty` (true/false), `q` (search), `$or` (array of filters).
 */
export function translateFilter(filter: Record<string, unknown> | undefined, options: TranslateFilterOptions = {}): TranslatedFilter {
  const builder = new Builder()
  const expr = filter ? builder.group(filter, options.searchFields) : ''
  return { expr, params: builder.params }
}

/** Joins expressions with AND, each parenthesised so an OR inside one cannot leak into the others. */
export function andExpressions(...exprs: string[]): string {
  const present = exprs.filter((expr) => expr !== '')
  if (present.length <= 1) return present[0] ?? ''
  return present.map((expr) => `(${expr})`).join(' && ')
}
