// The zod schema of every lead form, running the validator the server runs (one rule set:
// pb_hooks/lib/shared/lead-rules.json, checked by pb_hooks/lib/shared/lead-validation.js).
import enums from '@shared/enums.json' with { type: 'json' }
import rules from '@shared/lead-rules.json' with { type: 'json' }
import leadValidation from '@shared/lead-validation.js'
import { z } from 'zod'

export type FormType = keyof typeof enums.formTypes
export type LeadField = keyof typeof rules.fields

/** The sanitised values the server will store. */
export type LeadValues = { form_type: FormType } & Record<LeadField, string>

export const leadRules = rules

export const leadSchema = z
  .record(z.string(), z.unknown())
  .superRefine((body, ctx) => {
    const { errors } = leadValidation.validateLead(body, rules, enums.formTypes)
    for (const [field, error] of Object.entries(errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message: error.message })
    }
  })
  .transform((body) => leadValidation.validateLead(body, rules, enums.formTypes).values as LeadValues)
