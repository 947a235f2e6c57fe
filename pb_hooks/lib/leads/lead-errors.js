// The lead endpoint's own texts for PocketBase's refusals (pb_hooks/lib/api/api-errors.js answers them).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/lead-rules.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)

const LEADS = 'form_submissions'
const CREATE_PATTERN = 'POST /api/collections/{collection}/records'

/** Whether `e` is a create on form_submissions (named by name or by id). */
function isLeadCreate(e) {
  if (e.request.pattern !== CREATE_PATTERN) return false
  try {
    return e.app.findCachedCollectionByNameOrId(e.request.pathValue('collection')).name === LEADS
  } catch (_) {
    return false
  }
}

/**
 * A visitor is told what to do about the form, not what PocketBase found wrong: malformed or
 * non-object JSON, the per-IP rate limit, an oversized body or a server failure, and any field error
 * PocketBase finds (the hook's own are field by field already) as one "this field is not right". An
 * exception that is not an ApiError is the server's fault (e.g. the settings record missing): 500.
 * @type {import('../api/api-errors.js').ErrorTexts}
 */
const LEAD_TEXTS = {
  status: {
    400: rules.messages.requestInvalid,
    413: rules.messages.requestTooLarge,
    429: rules.messages.tooMany,
    '4xx': rules.messages.requestInvalid,
    '5xx': rules.messages.failed,
  },
  messages: {},
  invalidForm: messages.invalidForm,
  field: rules.messages.fieldInvalid,
  fieldCodes: {},
  unexpectedStatus: 500,
}

module.exports = { isLeadCreate, LEAD_TEXTS }
