// 系统设置 → 邮件模板: staff read the mail and robot templates, keep an unpublished change as a draft
// (保存草稿, 放弃草稿), preview one rendered by the server for a sample lead, send a test through the
// outbox, publish one (a content_revisions row in the same transaction, as courses and pages, its draft
// removed), restore a version or the default (恢复默认, which remove the draft too). Admins only (roles.json).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { definitions, templateErrors } = require(`${__hooks}/lib/shared/message-templates.js`)
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { formatMessage } = require(`${__hooks}/lib/shared/text-checks.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { dbDate, serverRowsInsert, runStatement } = require(`${__hooks}/lib/core/server-rows.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { COLLECTION, defaultValues, findTemplate, recordValues } = require(`${__hooks}/lib/core/message-templates.js`)
const { leadMailValues, renderMail } = require(`${__hooks}/lib/leads/lead-mails.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { actorNameOf, findRevision, latestRevision, revisionSnapshot, writeRevision } = require(`${__hooks}/lib/publishing/revisions.js`)
const { deleteTemplateDraft, draftState, findTemplateDraft, saveTemplateDraft } = require(`${__hooks}/lib/templates/template-drafts.js`)

const text = definitions.messages
const TEST_SLOT_KEY = 'templates:test:'

function refuse(e, status, message) {
  return e.json(status, { status, message, data: {} })
}

/** The template the route's {key} names, or null once a 404 has been answered. */
function keyOf(e) {
  const key = e.request.pathValue('key')
  if (definitions.keys.indexOf(key) < 0) {
    refuse(e, 404, text.unknownTemplate)
    return null
  }
  return key
}

/** The request body's `values`, as an object. */
function requestValues(e) {
  const body = e.requestInfo().body
  const values = body && typeof body === 'object' && body.values && typeof body.values === 'object' ? body.values : {}
  return values
}

/**
 * What staff see of a template: its published values, the defaults, the record's id (for its history;
 * null before the first publication), its version, and its draft (`{values, author_name, updated}` or null).
 */
function templateState(app, key) {
  const record = findTemplate(app, key)
  const latest = record ? latestRevision(app, COLLECTION, record.id) : null
  return {
    key,
    id: record ? record.id : null,
    values: record ? recordValues(key, record) : defaultValues(key),
    defaults: defaultValues(key),
    version: latest ? latest.getInt('version') : 0,
    draft: draftState(findTemplateDraft(app, key)),
  }
}

/** `GET /api/admin/templates`: every template's state (`{templates: [...]}`). */
function listTemplates(e) {
  return e.json(200, { templates: definitions.keys.map((key) => templateState(e.app, key)) })
}

/** A plain record of the sample lead (message-templates.json `sample`), as the renderers read one. */
function sampleLead() {
  const fields = definitions.sample
  return {
    id: '',
    getString: (name) => String(fields[name] === undefined ? '' : fields[name]),
    getBool: () => false,
  }
}

/** A stand-in of the site settings when none exist (the renderers read text and switches). */
function settingsOrEmpty(app) {
  return findSiteSettings(app) || { getString: () => '', getBool: () => false }
}

/**
 * `values` of template `key` rendered for the sample lead: a mail `{subject, html, text}`; a robot
 * message `{subject, text}` with the default content choice (notify.json defaultContent).
 */
function renderSample(app, key, values, now) {
  const settings = settingsOrEmpty(app)
  const lead = sampleLead()
  if (key === 'robot_lead') {
    const leadValues = robots.leadValues(app, lead, now, settings, '')
    return robots.robotLeadMessage(values, leadValues, notify.defaultContent)
  }
  const mailValues = leadMailValues(settings, lead, now)
  const mail = renderMail(key, values, key === 'auto_reply' ? mailValues.reply : mailValues.team)
  return { subject: mail.subject, html: mail.body.html, text: mail.body.text }
}

/** The template's values from the request, checked: `{values}` or `{errors}` (per field, Chinese). */
function checked(key, raw) {
  /** @type {Record<string, string>} */
  const values = {}
  Object.keys(raw).forEach((name) => (values[name] = typeof raw[name] === 'string' ? raw[name] : ''))
  const errors = templateErrors(key, values)
  return Object.keys(errors).length > 0 ? { errors } : { values }
}

/** `POST /api/admin/templates/{key}/preview` `{values}`: the values (unsaved) rendered for the sample lead. */
function previewTemplate(e) {
  const key = keyOf(e)
  if (!key) return
  const result = checked(key, requestValues(e))
  if (result.errors) return respondInvalid(e, result.errors)
  return e.json(200, renderSample(e.app, key, result.values, new Date()))
}

/**
 * Publishes `values` as template `key`: its record created or updated, a content_revisions row and
 * an audit entry, its draft removed (what is published now is what staff chose), in one transaction.
 * Returns the template's state.
 * @param {{action: string, actorName: string, restoredFrom?: number}} how
 */
function publishTemplate(e, key, values, how) {
  e.app.runInTransaction((txApp) => {
    let record = findTemplate(txApp, key)
    if (!record) {
      record = new Record(txApp.findCachedCollectionByNameOrId(COLLECTION))
      record.set('key', key)
    }
    Object.keys(definitions.templates[key].fields).forEach((field) => record.set(field, values[field]))
    if (!definitions.templates[key].fields.html) record.set('html', '')
    txApp.save(record)
    writeRevision(txApp, COLLECTION, record, how)
    deleteTemplateDraft(txApp, key)
    logActivity(txApp, {
      action: 'published',
      collectionName: COLLECTION,
      recordId: record.id,
      recordLabel: definitions.templates[key].label,
      summary: `${how.action === 'reset' ? text.reset : text.published}：${definitions.templates[key].label}`,
      details: { key, action: how.action },
      actorRecord: e.auth,
    })
  })
  return e.json(200, templateState(e.app, key))
}

/** `PUT /api/admin/templates/{key}` `{values}`: publishes the values (保存并发布). */
function saveTemplate(e) {
  const key = keyOf(e)
  if (!key) return
  const result = checked(key, requestValues(e))
  if (result.errors) return respondInvalid(e, result.errors)
  return publishTemplate(e, key, result.values, { action: 'published', actorName: actorNameOf(e.auth) })
}

/**
 * `PUT /api/admin/templates/{key}/draft` `{values}`: keeps the values as the template's draft (保存草稿),
 * checked as a publication; the published template, which the outbox uses, stays as it is. → the state.
 */
function saveDraft(e) {
  const key = keyOf(e)
  if (!key) return
  const result = checked(key, requestValues(e))
  if (result.errors) return respondInvalid(e, result.errors)
  saveTemplateDraft(e.app, key, result.values, actorNameOf(e.auth))
  return e.json(200, templateState(e.app, key))
}

/** `DELETE /api/admin/templates/{key}/draft`: discards the template's draft, if any (放弃草稿). → the state. */
function discardDraft(e) {
  const key = keyOf(e)
  if (!key) return
  deleteTemplateDraft(e.app, key)
  return e.json(200, templateState(e.app, key))
}

/** `POST /api/admin/templates/{key}/reset`: publishes the default again (恢复默认), as a version of its own. */
function resetTemplate(e) {
  const key = keyOf(e)
  if (!key) return
  return publishTemplate(e, key, defaultValues(key), { action: 'reset', actorName: actorNameOf(e.auth) })
}

/** `POST /api/admin/templates/{key}/restore` `{version}`: publishes that version's values again. */
function restoreTemplate(e) {
  const key = keyOf(e)
  if (!key) return
  const record = findTemplate(e.app, key)
  const body = e.requestInfo().body || {}
  const version = Number(body.version)
  const revision = record && Number.isInteger(version) && version > 0 ? findRevision(e.app, COLLECTION, record.id, version) : null
  if (!revision) return refuse(e, 404, text.versionNotFound)
  const snapshot = revisionSnapshot(revision)
  /** @type {Record<string, unknown>} */
  const raw = {}
  Object.keys(definitions.templates[key].fields).forEach((field) => (raw[field] = snapshot[field]))
  const result = checked(key, raw)
  if (result.errors) return respondInvalid(e, result.errors)
  return publishTemplate(e, key, result.values, { action: 'restored', actorName: actorNameOf(e.auth), restoredFrom: version })
}

/** Takes the actor's test slot: true when no test of theirs was queued within the window. */
function takeTestSlot(app, actorKey, nowMs) {
  const windowMs = definitions.testWindowSeconds * 1000
  let taken = false
  app.store().setFunc(TEST_SLOT_KEY + actorKey, (last) => {
    if (typeof last === 'number' && nowMs - last < windowMs) return last
    taken = true
    return nowMs
  })
  return taken
}

/**
 * `POST /api/admin/templates/{key}/test` `{values}`: the values (unsaved) rendered for the sample lead
 * and queued in the outbox as a test (kind template_test, subject 【测试】…): a mail to the signed-in
 * staff member's e-mail, a robot message to every ready robot. Delivered like any mail, by the next
 * run. 200 `{to}`; 400 without an address or a robot; 429 within the window after their last test.
 */
function testTemplate(e) {
  const key = keyOf(e)
  if (!key) return
  const result = checked(key, requestValues(e))
  if (result.errors) return respondInvalid(e, result.errors)
  const robot = definitions.templates[key].channel === 'robot'
  const email = e.auth.email()
  const channels = robot ? robots.readyChannels(e.app) : []
  if (!robot && !email) return refuse(e, 400, text.testNoEmail)
  if (robot && channels.length === 0) return refuse(e, 400, text.testNoRobot)
  const now = new Date()
  if (!takeTestSlot(e.app, `${e.auth.collection().name}:${e.auth.id}`, now.getTime())) {
    return refuse(e, 429, formatMessage(text.testTooSoon, { seconds: definitions.testWindowSeconds }))
  }
  const rendered = renderSample(e.app, key, result.values, now)
  const subject = text.testSubjectPrefix + rendered.subject
  const row = (channel, recipient, body) => ({
    values: { kind: 'template_test', channel, recipient, subject, html: body.html, text: body.text, status: 'queued', attempts: 0, last_error: '', next_attempt_at: dbDate(now.toISOString()), submission: '' },
  })
  const rows = robot
    ? channels.map((channel) => row(channel.getString('channel'), '', { html: '', text: `${text.testSubjectPrefix}${rendered.text}` }))
    : [row('email', email, { html: rendered.html, text: rendered.text })]
  const statement = serverRowsInsert(e.app, 'mail_outbox', rows, now)
  if (statement) runStatement(e.app, statement)
  const to = robot ? channels.map((channel) => notify.channels[channel.getString('channel')].label).join('、') : email
  return e.json(200, { to, message: formatMessage(text.testQueued, { to }) })
}

/** A REST write of message_templates: refused, operators included (a publication goes with its revision). */
function refuseRestWrite(e) {
  return refuse(e, 403, text.restWrite)
}

module.exports = { discardDraft, refuseRestWrite, listTemplates, previewTemplate, resetTemplate, restoreTemplate, saveDraft, saveTemplate, testTemplate }
