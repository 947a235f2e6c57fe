// Why an SMTP server refused a mail, read from the error the mailer threw: a permanent refusal (a 5xx
// reply: no such mailbox, rejected) ends the mail's tries at once as bounced; a transient one (a 4xx
// reply, a dropped connection, a timeout, a failed login the operator can fix) is retried. The reason
// is worded in Chinese for the mail log, with the server's own reply (never the raw GoError).

// Relative, not `${__hooks}`: the unit tier loads this module outside PocketBase.
const messages = require('../shared/messages.json')
const { formatMessage: format } = require('../shared/text-checks.js')

const text = messages.smtpFailure

// An SMTP reply as Go's textproto writes it ("550 5.1.1 mailbox unavailable"), possibly quoted, after
// the start of the message or a separator (so a port such as ":465:" is no reply code).
const REPLY = /(?:^|[\s:"])([2-5]\d\d)[ -]"?((?:[245]\.\d{1,3}\.\d{1,3})?[^"\r\n]*)/
// 5xx replies about our own sign-in, not the recipient: the operator fixes the account, the mail waits.
const AUTH_CODES = ['530', '534', '535', '538']
// 5xx replies about the recipient's mailbox or address, and about its size.
const MAILBOX_CODES = ['550', '551', '553']
const SIZE_CODES = ['552']
const MAX_DETAIL = 300

/**
 * `{permanent, reason}` for an error thrown while sending: `permanent` when retrying cannot help.
 * @param {unknown} error
 * @returns {{permanent: boolean, reason: string}}
 */
function classifySmtpFailure(error) {
  // A Go error reaches JS as a GoError whose text is "GoError: <the Go error>".
  const plain = String(error).replace(/^(?:GoError|Error):\s*/, '').trim()
  const match = REPLY.exec(plain)
  if (!match) return { permanent: false, reason: format(text.unreachable, { detail: plain.slice(0, MAX_DETAIL) }) }
  const code = match[1]
  const reply = (code + ' ' + match[2]).trim().slice(0, MAX_DETAIL)
  if (code.charAt(0) !== '5') return { permanent: false, reason: format(text.deferred, { reply }) }
  if (AUTH_CODES.indexOf(code) >= 0) return { permanent: false, reason: format(text.login, { reply }) }
  if (MAILBOX_CODES.indexOf(code) >= 0 || /^5\.1\.\d/.test(match[2])) return { permanent: true, reason: format(text.noMailbox, { reply }) }
  if (SIZE_CODES.indexOf(code) >= 0 || /^5\.2\.\d/.test(match[2])) return { permanent: true, reason: format(text.mailboxFull, { reply }) }
  return { permanent: true, reason: format(text.refused, { reply }) }
}

module.exports = { classifySmtpFailure }
