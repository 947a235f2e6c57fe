// @vitest-environment node
// The per-address lead limit is priced by the proof-of-work challenge (docs/security.md#rate-limits):
// a dearer challenge lets more leads a minute from one address (a crowd on one event Wi-Fi), so the
// two cannot drift apart unnoticed.
import { describe, expect, it } from 'vitest'
import rules from '../../pb_hooks/lib/shared/lead-rules.json'
import limits from '../../pb_hooks/lib/shared/limits.json'

const NUMBERS_PER_LEAD_A_MINUTE = 1000

describe('the per-address lead limit', () => {
  it('allows one lead a minute per 1,000 numbers the challenge may ask', () => {
    const rule = limits.rateLimits.find((entry) => entry.label === 'form_submissions:create')!
    expect(rule.duration).toBe(60)
    expect(rule.maxRequests).toBe(rules.challenge.maxNumber / NUMBERS_PER_LEAD_A_MINUTE)
  })
})
