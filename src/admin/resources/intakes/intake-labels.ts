// What the intakes screen shows for a record: the course's Chinese name (the site's own route
// titles), the session's dates in Chinese, its state as a label and chip colour; the form's
// choices and its validation, which is the server's (pb_hooks/lib/shared/intakes.js).
import intakeChecks from '@shared/intakes.js'
import intakeRules from '@shared/intakes.json' with { type: 'json' }
import routes from '@shared/routes.json' with { type: 'json' }
import { enumChoices } from '../../providers/enum-labels'

export type IntakeState = keyof typeof intakeRules.statuses

/** The course's name as its page title: AI 战略班, AI 实战营, AI 营销工作坊, AI 生态闭门会. */
export function courseName(id: unknown): string {
  return routes.routes.find((route) => route.path === `/courses/${String(id)}`)?.title ?? String(id ?? '')
}

/** The selects' choices, named by message key (the inputs translate them). */
export const courseChoices = enumChoices('courses')

export const statusChoices = enumChoices('intakeStatuses')

export function statusLabel(status: unknown): string {
  return (intakeRules.statuses as Record<string, string>)[String(status)] ?? String(status ?? '')
}

export function statusColor(status: unknown): 'success' | 'warning' | 'default' {
  return status === 'open' ? 'success' : status === 'full' ? 'warning' : 'default'
}

/** '2026年12月8日-11日', or '' while a date is missing. */
export function intakeDates(record: { [field: string]: unknown } | undefined): string {
  const start = String(record?.start_date ?? '')
  const end = String(record?.end_date ?? '')
  return start && end ? intakeChecks.formatIntakeDates(start, end) : ''
}

/** The message of an intake's seats: '名额 25' (resources.intakes.seats) or '名额未定' (seatsOpen). */
export function seatsMessage(seats: unknown): [key: string, options?: { seats: number }] {
  return typeof seats === 'number' && seats > 0 ? ['resources.intakes.seats', { seats }] : ['resources.intakes.seatsOpen']
}

/** The form's per-field messages, from the rules the server applies. */
export function validateIntake(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, { message: string }> = intakeChecks.intakeErrors(values, intakeRules)
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]))
}

export const intakeLimits = { cityMaxLength: intakeRules.cityMaxLength, noteMaxLength: intakeRules.noteMaxLength }
