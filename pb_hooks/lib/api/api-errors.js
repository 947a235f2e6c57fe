// Every error answer under /api/ in Chinese, PocketBase's own included, in PocketBase's error shape.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const leadErrors = require(`${__hooks}/lib/leads/lead-errors.js`)

/**
 * The texts one kind of route answers PocketBase's errors with.
 * @typedef {object} ErrorTexts
 * @property {Record<string, string>} status by status code, with `4xx` and `5xx` for the rest
 * @property {Record<string, string>} messages by PocketBase's English message
 * @property {string} invalidForm a 400 with field errors whose message is not in `messages`
 * @property {string} field a field error whose code is not in `fieldCodes` (or lacks a parameter)
 * @property {Record<string, string>} fieldCodes by validation code; `{name}` is the error's parameter
 * @property {number} [unexpectedStatus] the status for an error that is not an ApiError (a failure of
 *   the server or of our code), instead of PocketBase's 400 (404 for a missing row or file)
 */

/** @type {ErrorTexts} */
const GENERAL_TEXTS = {
  status: messages.apiErrors.status,
  messages: messages.apiErrors.messages,
  invalidForm: messages.invalidForm,
  field: messages.apiErrors.field,
  fieldCodes: messages.apiErrors.fieldCodes,
}

/** Our own answers (hooks, routes) are Chinese already and pass unchanged. */
const CHINESE = /[\u4e00-\u9fff]/

/** Go errors PocketBase's error handler answers with 404 rather than 400 (router.ToApiError). */
const NOT_FOUND_CAUSES = ['sql: no rows in result set', 'file does not exist']

/**
 * What PocketBase's error handler would answer for an error thrown out of `e.next()`: an ApiError
 * (the Go value behind the JS exception) as it is; anything else 400, or 404 for a missing row or file,
 * unless the route's texts say otherwise.
 * @returns {{status: number, message: string, data: any}}
 */
function apiErrorOf(error, unexpectedStatus) {
  const value = error && error.value
  if (value && typeof value.status === 'number') {
    const data = value.data && typeof value.data === 'object' ? value.data : {}
    return { status: value.status, message: typeof value.message === 'string' ? value.message : '', data }
  }
  if (unexpectedStatus) return { status: unexpectedStatus, message: '', data: {} }
  const text = String(error)
  const notFound = NOT_FOUND_CAUSES.some((cause) => text.indexOf(cause) >= 0)
  return { status: notFound ? 404 : 400, message: '', data: {} }
}

/** `template` with `{name}` filled from `params`; null when a parameter is missing. */
function fill(template, params) {
  let missing = false
  const text = template.replace(/\{(\w+)\}/g, (_, name) => {
    const value = params ? params[name] : undefined
    if (value === undefined || value === null) missing = true
    return missing ? '' : String(value)
  })
  return missing ? null : text
}

/** One field error `{code, message, params?}` with its message in Chinese; the code stays. */
function translateField(texts, item) {
  /** @type {{code: string, message: string, params?: any}} */
  const result = { code: item.code, message: item.message }
  if (item.params !== undefined && item.params !== null) result.params = item.params
  if (!CHINESE.test(item.message)) {
    const template = texts.fieldCodes[item.code]
    result.message = (template && fill(template, item.params)) || texts.field
  }
  return result
}

/** PocketBase's `data`: field errors by name, nested for some fields; each message in Chinese. */
function translateData(texts, data) {
  /** @type {Record<string, any>} */
  const result = {}
  Object.keys(data).forEach((name) => {
    const item = data[name]
    if (item === null || typeof item !== 'object') result[name] = item
    else if (typeof item.code === 'string' && typeof item.message === 'string') result[name] = translateField(texts, item)
    else result[name] = translateData(texts, item)
  })
  return result
}

/** The Chinese top-level message for an error of `status` whose message was `message`. */
function topMessage(texts, status, message, hasFields) {
  if (CHINESE.test(message)) return message
  if (Object.prototype.hasOwnProperty.call(texts.messages, message)) return texts.messages[message]
  if (status === 400 && hasFields) return texts.invalidForm
  return texts.status[String(status)] || texts.status[status >= 500 ? '5xx' : '4xx']
}

/**
 * The Chinese answer `{status, message, data}` for an error thrown out of a route: the same status
 * and field codes as PocketBase's answer, the messages in Chinese.
 * @param {ErrorTexts} texts
 */
function chineseAnswer(texts, error) {
  const { status, message, data } = apiErrorOf(error, texts.unexpectedStatus)
  const translated = translateData(texts, data)
  return { status, message: topMessage(texts, status, message, Object.keys(translated).length > 0), data: translated }
}

/**
 * routerUse middleware, outside PocketBase's own (CORS, activity log, panic recovery, rate and body
 * limits): an error any /api/ route or middleware returns is answered in Chinese instead of by
 * PocketBase's English error handler. Successes, answers already written (a realtime stream) and
 * pages outside /api/ pass untouched; the activity log inside still records the original error.
 */
function translateApiErrors(e) {
  if (e.request.url.path.indexOf('/api/') !== 0) return e.next()
  try {
    return e.next()
  } catch (error) {
    if (e.written()) throw error
    const answer = chineseAnswer(leadErrors.isLeadCreate(e) ? leadErrors.LEAD_TEXTS : GENERAL_TEXTS, error)
    if (answer.status >= 500) e.app.logger().error('API request failed', 'path', e.request.url.path, 'status', answer.status, 'error', String(error))
    return e.json(answer.status, answer)
  }
}

module.exports = { translateApiErrors, chineseAnswer, GENERAL_TEXTS }
