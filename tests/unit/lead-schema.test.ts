// @vitest-environment node
// The browser's lead schema against the shared case table (the api tier runs the same table on the server).
import { describe, expect, it } from 'vitest'
import { leadSchema } from '../../src/site/forms/lead-schema'
import { leadCases } from '../support/lead-cases'

describe('the shared lead case table in the browser schema', () => {
  for (const leadCase of leadCases) {
    it(leadCase.name, () => {
      const result = leadSchema.safeParse(leadCase.body)
      if (Object.keys(leadCase.errors).length === 0) {
        expect(result.success).toBe(true)
        for (const [field, value] of Object.entries(leadCase.stored ?? {})) {
          expect((result.data as Record<string, unknown>)[field]).toBe(value)
        }
      } else {
        expect(result.success).toBe(false)
        const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
        expect(messages).toEqual(leadCase.errors)
      }
    })
  }
})
