// Labels of the values the back office shows (form types, statuses, categories, pages, activity actions,
// courses...). Their Simplified Chinese is defined once in the shared JSON (enums.json, intakes.json,
// routes.json) and becomes the catalogue's `app.enums.<group>.<value>`; the other languages' message
// files give the same keys. Screens read them through `useEnumLabel()` / `enumChoices()`.
import enums from '@shared/enums.json' with { type: 'json' }
import intakeRules from '@shared/intakes.json' with { type: 'json' }
import routes from '@shared/routes.json' with { type: 'json' }
import { useCallback } from 'react'
import { useTranslate } from 'react-admin'
import { linkPresets, presetSlug } from '../resources/carousels/carousel-links'

/** A course's name as its page title (AI 战略班, ...). */
function courseTitle(id: string): string {
  return routes.routes.find((route) => route.path === `/courses/${id}`)?.title ?? id
}

// `timezones` maps IANA zone names to themselves: identifiers, not labels (their names are `timezoneNames`).
const { timezones: _zoneIds, ...enumGroups } = enums

/** Simplified Chinese labels of every group, as the zh-CN catalogue holds them (its enums branch). */
export const enumLabels = {
  ...enumGroups,
  intakeStatuses: intakeRules.statuses,
  mailKinds: { team_notification: '团队通知', auto_reply: '访客自动回复' },
  courses: Object.fromEntries(intakeRules.courseIds.map((id) => [id, courseTitle(id)])) as Record<string, string>,
  /** The site pages a slide's button can link to (carousel-links.ts). */
  sitePages: Object.fromEntries(linkPresets.map((preset) => [presetSlug(preset.path), preset.label])) as Record<string, string>,
}

export type EnumGroup = keyof typeof enumLabels

/** Whether `value` is one of the group's values. */
export function isEnumValue(group: EnumGroup, value: unknown): value is string {
  return typeof value === 'string' && Object.hasOwn(enumLabels[group], value)
}

/** The message key of a value's label. */
export function enumKey(group: EnumGroup, value: string): string {
  return `app.enums.${group}.${value}`
}

/** The Simplified Chinese label; an unknown value as it is. */
export function zhEnumLabel(group: EnumGroup, value: unknown): string {
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
