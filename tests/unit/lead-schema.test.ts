// @vitest-environment node
// The browser's lead resolver against the shared case table (the api tier runs the same table on the server).
import leadValidation from '@shared/lead-validation.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { leadResolver } from '../../src/site/forms/lead-schema'
import { leadCases, validLead } from '../support/lead-cases'

/** What react-hook-form passes a resolver when no field is registered. */
const resolverOptions = { fields: {}, shouldUseNativeValidation: false }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the shared lead case table in the browser resolver', () => {
  for (const leadCase of leadCases) {
    it(leadCase.name, async () => {
      const result = await leadResolver(leadCase.body, undefined, resolverOptions)
      const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]))
      expect(messages).toEqual(leadCase.errors)
      if (Object.keys(leadCase.errors).length === 0) {
        for (const [field, value] of Object.entries(leadCase.stored ?? {})) {
          expect((result.values as Record<string, unknown>)[field]).toBe(value)
        }
      }
    })
  }
})

describe('the browser resolver', () => {
  for (const [outcome, body] of [
    ['accepted', validLead],
    ['refused', { ...validLead, name: '' }],
  ] as const) {
    it(`runs the shared validator once per check of a lead it ${outcome}`, async () => {
      const validate = vi.spyOn(leadValidation, 'validateLead')
      const result = await leadResolver(body, undefined, resolverOptions)
      expect(Object.keys(result.errors).length > 0).toBe(outcome === 'refused')
      expect(validate).toHaveBeenCalledTimes(1)
    })
  }
})
