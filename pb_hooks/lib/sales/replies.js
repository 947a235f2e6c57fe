// Replies from a lead's page: staff pick one of the team's templates (回复模板), get it back filled with the
// lead's values (lib/shared/reply-slots.js), edit it, and send it; the mail goes through the outbox once per
// click (the client's request id), the reply's text lands in the lead's timeline, and a lead still 待处理
// becomes 已联系 with it. Templates themselves are checked (their slots) and audited when staff save them.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const desk = require(`${__hooks}/lib/shared/sales-desk.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const rules = require(`${__hooks}/lib/shared/lead-rules.json`)
const { SLOT_NAMES, unknownSlots, fillSlots } = require(`${__hooks}/lib/shared/reply-slots.js`)
const { plainText, toText } = require(`${__hooks}/lib/shared/lead-validation.js`)
const { escapeHtml } = require(`${__hooks}/lib/shared/escape-html.js`)
const { trusted } = require(`${__hooks}/lib/core/template-slots.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { render } = require(`${__hooks}/lib/sales/sales-mails.js`)
const { queueLeadMails } = require(`${__hooks}/lib/mail/queue.js`)
const { markContacted } = require(`${__hooks}/lib/leads/lead-response.js`)
const { auditCreate, auditUpdate, auditDelete } = require(`${__hooks}/lib/audit/audit.js`)
const { staffMailbox } = require(`${__hooks}/lib/sales/staff-mailbox.js`)

const text = desk.replies.messages
const limits = desk.replies
const REQUEST_ID = new RegExp(limits.requestIdPattern)

/** The name staff are called by in a mail: their name, else their username. */
function staffDisplayName(record) {
  return record ? record.getString('name') || record.getString('username') : ''
}

/** The lead the route names, or null (answered 404 by the caller). */
function findLead(e) {
  try {
    return e.app.findRecordById('form_submissions', e.request.pathValue('id'))
  } catch (_) {
    return null
  }
}

/** 404 in PocketBase's shape, in Chinese. */
function notFound(e) {
  return e.json(404, { status: 404, message: messages.leadNotes.submissionMissing, data: {} })
}

/** The values a template's slots are filled with for `lead` (sales-desk.json replies.slots). */
function slotValues(app, lead, sender) {
  const settings = findSiteSettings(app)
  let owner = ''
  if (lead.getString('assignee')) {
    try {
      owner = staffDisplayName(app.findRecordById('staff', lead.getString('assignee')))
    } catch (_) {
      owner = ''
    }
  }
  return {
    name: lead.getString('name'),
    company: lead.getString('company'),
    position: lead.getString('position'),
    form_type: enums.formTypes[lead.getString('form_type')] || lead.getString('form_type'),
    course: lead.getString('course_name'),
    submitted_on: localTime(new Date(lead.getString('created').replace(' ', 'T')), siteTimezone(settings)).slice(0, 10),
    owner,
    sender: staffDisplayName(sender),
    site_name: settings ? settings.getString('site_name') : '',
  }
}

/**
 * `POST /api/admin/leads/{id}/reply-draft` `{template}`: the template's subject and body filled for the
 * lead (`{subject, body}`), for staff to read and edit before sending. Nothing is stored.
 */
function replyDraft(e) {
  const lead = findLead(e)
  if (!lead) return notFound(e)
  const body = e.requestInfo().body || {}
  let template
  try {
    template = e.app.findRecordById('reply_templates', toText(body.template))
  } catch (_) {
    return respondInvalid(e, { template: { code: 'validation_missing_template', message: text.templateMissing } })
  }
  const values = slotValues(e.app, lead, e.auth)
  return e.json(200, {
    subject: fillSlots(template.getString('subject'), values),
    body: fillSlots(template.getString('body'), values),
  })
}

/** The reply's text as the mail's HTML body: paragraphs at blank lines, line breaks kept, every character escaped. */
function bodyHtml(body) {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => `<p style="margin:0 0 12px">${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('')
}

/** Field errors of a reply, with the cleaned `{subject, body, requestId}` put into `values`. */
function replyErrors(lead, input, values) {
  const errors = {}
  if (!lead.getString('email')) errors.email = { code: 'validation_no_email', message: text.noEmail }
  values.subject = plainText(toText(input.subject), rules).replace(/\s*\n\s*/g, ' ')
  values.body = plainText(toText(input.body), rules)
  values.requestId = toText(input.request_id)
  if (values.subject === '') errors.subject = { code: 'validation_required', message: text.subjectRequired }
  else if (values.subject.length > limits.subjectMax) errors.subject = { code: 'validation_max', message: format(text.subjectTooLong, { max: limits.subjectMax }) }
  if (values.body === '') errors.body = { code: 'validation_required', message: text.bodyRequired }
  else if (values.body.length > limits.bodyMax) errors.body = { code: 'validation_max', message: format(text.bodyTooLong, { max: limits.bodyMax }) }
  if (!REQUEST_ID.test(values.requestId)) errors.request_id = { code: 'validation_invalid_request', message: text.requestInvalid }
  return errors
}

/** The outbox row of a request id, or null. */
function mailOfRequest(app, requestId) {
  try {
    return app.findFirstRecordByData('mail_outbox', 'request_id', requestId)
  } catch (_) {
    return null
  }
}

/**
 * `POST /api/admin/leads/{id}/reply` `{subject, body, request_id}`: queues the reply to the lead's address
 * (answers to it go to the sender's own address, when their account has one), logs its text on the lead's
 * timeline and moves a 待处理 lead to 已联系, all in one transaction. A request id already used answers with
 * that mail and changes nothing, so a double click or a retried request sends one mail.
 * Answers `{mail, duplicate, status}`.
 */
function sendReply(e) {
  const lead = findLead(e)
  if (!lead) return notFound(e)
  const values = {}
  const errors = replyErrors(lead, e.requestInfo().body || {}, values)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  const actorRecord = e.auth
  const sender = actorRecord && actorRecord.collection().name === 'staff' ? actorRecord : null
  const settings = findSiteSettings(e.app)
  const mail = {
    kind: 'lead_reply',
    channel: 'email',
    recipient: lead.getString('email'),
    subject: values.subject,
    body: render('lead-reply', { body: trusted(bodyHtml(values.body)), site_name: settings ? settings.getString('site_name') : '' }),
    requestId: values.requestId,
    replyTo: staffMailbox(sender),
  }
  // The text view fills `{{body}}` as plain text: the reply as staff wrote it.
  mail.body.text = render('lead-reply', { body: values.body, site_name: settings ? settings.getString('site_name') : '' }).text
  let answer = null
  e.app.runInTransaction((txApp) => {
    const now = new Date()
    // The insert comes first: it waits for the database's writer (a backup may hold it) where a write
    // after a read in the same transaction could not, and it leaves out a click's mail queued already.
    const queued = queueLeadMails(txApp, lead, [mail], now) === 1
    const row = mailOfRequest(txApp, values.requestId)
    const current = txApp.findRecordById('form_submissions', lead.id)
    if (!queued) {
      answer = { mail: row ? row.id : '', duplicate: true, status: current.getString('status') }
      return
    }
    logActivity(txApp, {
      action: 'reply_sent',
      collectionName: 'form_submissions',
      recordId: current.id,
      recordLabel: current.getString('name'),
      summary: format(desk.activity.replySent, { subject: values.subject }),
      details: { subject: values.subject, text: values.body, mail: row ? row.id : '', recipient: mail.recipient },
      actorRecord,
    })
    if (current.getString('status') === 'pending') {
      current.set('status', 'contacted')
      markContacted(current)
      txApp.save(current)
      const label = (status) => enums.submissionStatuses[status] || status
      logActivity(txApp, {
        action: 'status_changed',
        collectionName: 'form_submissions',
        recordId: current.id,
        recordLabel: current.getString('name'),
        summary: format(messages.activity.statusChanged, { from: label('pending'), to: label('contacted') }),
        details: { from: 'pending', to: 'contacted' },
        actorRecord,
      })
    }
    answer = { mail: row ? row.id : '', duplicate: false, status: current.getString('status') }
  })
  return e.json(200, answer)
}

/** Field errors of a template body (create: every field; update: those sent), cleaned values put back on the record. */
function templateErrors(e, creating) {
  const body = e.requestInfo().body || {}
  const record = e.record
  const errors = {}
  const has = (name) => creating || Object.prototype.hasOwnProperty.call(body, name)
  const fields = [
    { name: 'title', max: limits.templateTitleMax, required: text.titleRequired, tooLong: text.titleTooLong, oneLine: true },
    { name: 'subject', max: limits.subjectMax, required: text.subjectRequired, tooLong: text.subjectTooLong, oneLine: true },
    { name: 'body', max: limits.bodyMax, required: text.bodyRequired, tooLong: text.bodyTooLong, oneLine: false },
  ]
  fields.forEach(({ name, max, required, tooLong, oneLine }) => {
    if (!has(name)) return
    let value = plainText(toText(body[name]), rules)
    if (oneLine) value = value.replace(/\s*\n\s*/g, ' ')
    record.set(name, value)
    if (value === '') errors[name] = { code: 'validation_required', message: required }
    else if (value.length > max) errors[name] = { code: 'validation_max', message: format(tooLong, { max }) }
    else if (name !== 'title' && unknownSlots(value).length > 0) {
      errors[name] = { code: 'validation_unknown_slot', message: format(text.unknownSlot, { slot: unknownSlots(value).join('、'), slots: SLOT_NAMES.map((slot) => `{${slot}}`).join(' ') }) }
    }
  })
  if (has('title') && !errors.title) {
    const same = e.app.findRecordsByFilter('reply_templates', 'title = {:title} && id != {:id}', '', 1, 0, { title: record.getString('title'), id: record.id })
    if (same.length > 0) errors.title = { code: 'validation_not_unique', message: text.titleTaken }
  }
  return errors
}

/** onRecordCreateRequest for reply_templates: checked, then saved and audited together. */
function createTemplate(e) {
  const errors = templateErrors(e, true)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return auditCreate(e)
}

/** onRecordUpdateRequest for reply_templates. */
function updateTemplate(e) {
  const errors = templateErrors(e, false)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return auditUpdate(e)
}

/** onRecordDeleteRequest for reply_templates. */
function deleteTemplate(e) {
  return auditDelete(e)
}

module.exports = { slotValues, bodyHtml, replyDraft, sendReply, createTemplate, updateTemplate, deleteTemplate }
