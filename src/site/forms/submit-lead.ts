// Sends a lead and turns PocketBase's answer into what the form shows: success, per-field
// messages, or the 提交失败 banner text (with the wait before a retry when the per-address limit was hit).
import limits from '@shared/limits.json' with { type: 'json' }
import rules from '@shared/lead-rules.json' with { type: 'json' }
import { ClientResponseError, type RecordService } from 'pocketbase'
import { replyWithinHours } from '../content/figures'

export const submitMessages = {
  success: '提交成功！',
  successDetail: `我们已收到您的信息，将在${replyWithinHours}小时内与您联系。`,
  failureTitle: '提交失败',
  failed: rules.messages.failed,
  error: '提交过程中发生错误',
  tooMany: rules.messages.tooMany,
  tooManyWait: (seconds: number) => `提交过于频繁，请在${seconds}秒后重试`,
  canRetry: '现在可以重新提交了，您填写的内容都还在',
  retry: '重新提交',
  retryIn: (seconds: number) => `重新提交（${seconds}秒）`,
  unknown: '未知错误',
} as const

/**
 * The most a visitor refused by the per-address lead limit waits: PocketBase counts in fixed windows
 * of the rule's length that start at an earlier request, so one window from now the count has restarted.
 */
export const leadRetryAfterSeconds: number = limits.rateLimits.find((rule) => rule.label === 'form_submissions:create')!.duration

export interface SubmitFailure {
  banner: string
  fieldErrors: Record<string, string>
  /** Seconds to wait before sending again (the per-address limit was hit). */
  retryAfter?: number
}

export type SubmitOutcome = { ok: true } | ({ ok: false } & SubmitFailure)

/** The banner text and field messages for a failed submission. */
export function describeFailure(error: unknown): SubmitFailure {
  if (error instanceof ClientResponseError) {
    if (error.status === 429) return { banner: submitMessages.tooManyWait(leadRetryAfterSeconds), fieldErrors: {}, retryAfter: leadRetryAfterSeconds }
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

/** Posts one lead with the visit's attribution (data/visit.ts), the honeypot field as typed and the solved challenge. */
export async function submitLead(
  submissions: RecordService,
  lead: Record<string, unknown>,
  { attribution, honeypot, altcha }: { attribution: Record<string, string> | null; honeypot: string; altcha: string },
): Promise<SubmitOutcome> {
  try {
    await submissions.create({ ...attribution, ...lead, [rules.honeypotField]: honeypot, [rules.challengeField]: altcha })
    return { ok: true }
  } catch (error) {
    return { ok: false, ...describeFailure(error) }
  }
}
