// The lead forms' react-hook-form resolver: the validator the server runs (one rule set:
// pb_hooks/lib/shared/lead-rules.json, checked by pb_hooks/lib/shared/lead-validation.js), run
// once per check. No schema library: that validator is the whole schema, and a visitor's
// download should not carry a second engine for the same rules.
import enums from '@shared/enums.json' with { type: 'json' }
import rules from '@shared/lead-rules.json' with { type: 'json' }
import leadValidation from '@shared/lead-validation.js'
import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, Resolver } from 'react-hook-form'

export type FormType = keyof typeof enums.formTypes
export type LeadField = keyof typeof rules.fields

/** The sanitised values the server will store. */
export type LeadValues = { form_type: FormType } & Record<LeadField, string>

export const leadRules = rules

/**
 * Checks the form's values: the sanitised lead when valid, else each refused field's message (the
 * error's type is the validator's code, e.g. validation_required).
 */
export const leadResolver: Resolver<Record<string, unknown>, unknown, LeadValues> = (body, _context, options) => {
  const { values, errors } = leadValidation.validateLead(body, rules, enums.formTypes)
  const fieldErrors = Object.entries(errors).map(([field, error]): [string, FieldError] => [field, { type: error.code, message: error.message }])
  if (fieldErrors.length === 0) return { values: values as LeadValues, errors: {} }
  return { values: {}, errors: toNestErrors(Object.fromEntries(fieldErrors), options) }
}
