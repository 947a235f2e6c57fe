// Sends a lead and turns PocketBase's answer into what the form shows: success, per-field
// messages, or the 提交失败 banner text.
import rules from '@shared/lead-rules.json' with { type: 'json' }
import { ClientResponseError, type RecordService } from 'pocketbase'
import type { Attribution } from '../data/attribution'
import { replyWithinHours } from '../content/figures'

export const submitMessages = {
  success: '提交成功！',
  successDetail: `我们已收到您的信息，将在${replyWithinHours}小时内与您联系。`,
  failureTitle: '提交失败',
  failed: rules.messages.failed,
  error: '提交过程中发生错误',
  tooMany: rules.messages.tooMany,
  unknown: '未知错误',
} as const

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; banner: string; fieldErrors: Record<string, string> }

/** The banner text and field messages for a failed submission. */
export function describeFailure(error: unknown): { banner: string; fieldErrors: Record<string, string> } {
  if (error instanceof ClientResponseError) {
    if (error.status === 429) return { banner: submitMessages.tooMany, fieldErrors: {} }
    if (error.status === 0) return { banner: submitMessages.failed, fieldErrors: {} }
    const data = (error.response?.data ?? {}) as Record<string, { message?: unknown }>
    const fieldErrors = Object.fromEntries(
      Object.entries(data)
        .filter(([, value]) => typeof value?.message === 'string')
        .map(([field, value]) => [field, String(value.message)]),
    )
    const message = typeof error.response?.message === 'string' && error.response.message ? error.response.message : ''
    return { banner: message || submitMessages.error, fieldErrors }
  }
  if (error instanceof Error && error.message) return { banner: error.message, fieldErrors: {} }
  return { banner: submitMessages.unknown, fieldErrors: {} }
}

/** Posts one lead with the visit's attribution, the honeypot field as typed and the solved challenge. */
export async function submitLead(
  submissions: RecordService,
  lead: Record<string, unknown>,
  { attribution, honeypot, altcha }: { attribution: Attribution | null; honeypot: string; altcha: string },
): Promise<SubmitOutcome> {
  try {
    await submissions.create({ ...attribution, ...lead, [rules.honeypotField]: honeypot, [rules.challengeField]: altcha })
    return { ok: true }
  } catch (error) {
    return { ok: false, ...describeFailure(error) }
  }
}
