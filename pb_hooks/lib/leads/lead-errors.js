// Every error answer of the lead endpoint in Chinese, the ones PocketBase writes itself included.

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
 * The status and field data of an error thrown out of `e.next()`: PocketBase's ApiError is the
 * Go value behind the JS exception; anything else is a server failure.
 * @returns {{status: number, data: Record<string, {code?: string}>}}
 */
function apiErrorOf(error) {
  const value = error && error.value
  const status = value && typeof value.status === 'number' ? value.status : 500
  const data = value && value.data && typeof value.data === 'object' ? value.data : {}
  return { status, data }
}

/** The Chinese answer for a PocketBase refusal of a lead; fields keep their codes. */
function chineseAnswer(status, data) {
  const fields = Object.keys(data)
  if (status === 400 && fields.length > 0) {
    /** @type {Record<string, {code: string, message: string}>} */
    const translated = {}
    fields.forEach((name) => {
      const code = data[name] && typeof data[name].code === 'string' ? data[name].code : 'validation_invalid'
      translated[name] = { code, message: rules.messages.fieldInvalid }
    })
    return { status, message: messages.invalidForm, data: translated }
  }
  if (status === 400) return { status, message: rules.messages.requestInvalid, data: {} }
  if (status === 413) return { status, message: rules.messages.requestTooLarge, data: {} }
  if (status === 429) return { status, message: rules.messages.tooMany, data: {} }
  return { status: status >= 500 ? status : 400, message: status >= 500 ? rules.messages.failed : rules.messages.requestInvalid, data: {} }
}

/**
 * routerUse middleware, ahead of PocketBase's rate and body limits: a lead refused by PocketBase
 * itself (malformed or non-object JSON, the per-IP rate limit, an oversized body, a server failure)
 * is answered in Chinese in PocketBase's error shape. The hook's own answers are Chinese already.
 */
function translateLeadErrors(e) {
  if (!isLeadCreate(e)) return e.next()
  try {
    return e.next()
  } catch (error) {
    const { status, data } = apiErrorOf(error)
    if (status >= 500) e.app.logger().error('lead create failed', 'error', String(error))
    const answer = chineseAnswer(status, data)
    return e.json(answer.status, answer)
  }
}

module.exports = { translateLeadErrors }
