// Labels of the values the back office shows (form types, statuses, categories, activity actions, courses...).
// Their Simplified Chinese is defined once in the shared JSON (enums.json, intakes.json, routes.json); each
// language's messages label them under `app.enums.<group>.<value>` through enumTexts(), which holds every
// language to exactly those values. Screens read them through `useEnumLabel()` / `enumChoices()`.
import enums from '@shared/enums.json' with { type: 'json' }
import intakeRules from '@shared/intakes.json' with { type: 'json' }
import routes from '@shared/routes.json' with { type: 'json' }
import { useCallback } from 'react'
import { useTranslate } from 'react-admin'

/** A course's name as its page title (AI 战略班, ...). */
function courseTitle(id: string): string {
  return routes.routes.find((route) => route.path === `/courses/${id}`)?.title ?? id
}

// `timezones` maps IANA zone names to themselves: identifiers, not labels (their names are `timezoneNames`).
const { timezones: _zoneIds, ...enumGroups } = enums

/** Simplified Chinese labels of every group: which values each group has, and their label in zh-CN. */
export const enumLabels = {
  ...enumGroups,
  intakeStatuses: intakeRules.statuses,
  courses: Object.fromEntries(intakeRules.courseIds.map((id) => [id, courseTitle(id)])) as Record<string, string>,
}

export type EnumGroup = keyof typeof enumLabels

/** Groups of values, each value → its label. */
type LabelGroups = Record<string, Record<string, string>>

/** A label for each value of each group of `T`, no more. */
export type LabelTables<T extends LabelGroups> = { [G in keyof T]: Record<keyof T[G], string> }

/**
 * One language's labels of some groups, under app.enums in its catalogue: `labels` checked against the
 * values of `groups` (their Simplified Chinese tables). Throws naming every value left without a label and
 * every label of a value the group does not have, so no language shows a raw value or keeps a stale one.
 */
export function enumTexts<T extends LabelGroups>(groups: T, labels: LabelTables<T>): LabelTables<T> {
  const problems: string[] = []
  const texts: LabelGroups = {}
  for (const [group, values] of Object.entries(groups)) {
    const table: Record<string, string> = labels[group] ?? {}
    const missing = Object.keys(values).filter((value) => typeof table[value] !== 'string' || table[value].trim() === '')
    const unknown = Object.keys(table).filter((value) => !Object.hasOwn(values, value))
    problems.push(...missing.map((value) => `no label for ${group}.${value}`), ...unknown.map((value) => `a label for unknown ${group}.${value}`))
    texts[group] = Object.fromEntries(Object.keys(values).map((value) => [value, table[value]]))
  }
  const extraGroups = Object.keys(labels).filter((group) => !Object.hasOwn(groups, group))
  problems.push(...extraGroups.map((group) => `labels for unknown group ${group}`))
  if (problems.length > 0) throw new Error(`Enum labels: ${problems.join('; ')}`)
  return texts as LabelTables<T>
}

/** Whether `value` is one of the group's values. */
export function isEnumValue(group: EnumGroup, value: unknown): value is string {
  return typeof value === 'string' && Object.hasOwn(enumLabels[group], value)
}

/** The message key of a value's label. */
export function enumKey(group: EnumGroup, value: string): string {
  return `app.enums.${group}.${value}`
}

/** The Simplified Chinese label; an unknown value as it is. */
function zhEnumLabel(group: EnumGroup, value: unknown): string {
  return isEnumValue(group, value) ? (enumLabels[group] as Record<string, string>)[value] : String(value ?? '')
}

/** A select's choices for a group, named by message key (react-admin's inputs translate choice names). */
export function enumChoices(group: EnumGroup): Array<{ id: string; name: string }> {
  return Object.keys(enumLabels[group]).map((id) => ({ id, name: enumKey(group, id) }))
}

/** `(group, value) => label` in the back office's language; an unknown value is shown as it is. */
export function useEnumLabel(): (group: EnumGroup, value: unknown) => string {
  const translate = useTranslate()
  return useCallback(
    (group: EnumGroup, value: unknown) => (isEnumValue(group, value) ? translate(enumKey(group, value), { _: zhEnumLabel(group, value) }) : String(value ?? '')),
    [translate],
  )
}
