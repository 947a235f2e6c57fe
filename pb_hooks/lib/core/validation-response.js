// Answers 400 in PocketBase's validation error shape with messages exactly as written.
//
// Throwing `new BadRequestError(msg, {field: new ValidationError(code, msg)})` gives the same shape,
// but PocketBase "sentenizes" every message (appends "." unless it ends in . ? !), which garbles
// Chinese messages. Writing the body ourselves keeps them verbatim.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)

/** One field error: `{code, message}`. */
function fieldError(code, message) {
  return { code, message }
}

/** Writes `{status: 400, message, data: {field: {code, message}}}` and ends the request. */
function respondInvalid(e, data) {
  return e.json(400, { status: 400, message: messages.invalidForm, data })
}

module.exports = { fieldError, respondInvalid }
