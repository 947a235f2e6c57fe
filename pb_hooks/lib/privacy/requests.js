// The request log (PIPL Art. 50): each request a person makes to see, copy or erase their data, with the
// contact masked, the day it came in, the day it is due (privacy_due_days working days later, Monday to
// Friday), who handled it, when, and what was found. Written by the server only, in the transaction of
// what it records.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const privacy = require(`${__hooks}/lib/shared/privacy.json`)
const { dueWorkingDays } = require(`${__hooks}/lib/shared/privacy.js`)
const { addWorkingDays } = require(`${__hooks}/lib/shared/working-hours.js`)
const { describeActor, format } = require(`${__hooks}/lib/core/activity.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { today, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)

const COLLECTION = 'privacy_requests'

/** Today's calendar day in the site's zone. */
function siteToday(app) {
  return today(siteTimezone(app))
}

/** Whether `day` is a real calendar day (`YYYY-MM-DD`) no later than `latest`. */
function validReceivedDay(day, latest) {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const parsed = new Date(`${day}T00:00:00Z`)
  return !isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day && day <= latest
}

/** The day a request received on `receivedOn` is due: the setting's working days later. */
function dueDay(app, receivedOn) {
  const settings = findSiteSettings(app)
  return addWorkingDays(receivedOn, dueWorkingDays(settings ? settings.get('privacy_due_days') : null))
}

/**
 * A new pending request (登记): received on `receivedOn`, due the setting's working days later.
 * @param {any} app
 * @param {{type: string, masked: string, receivedOn: string}} request
 */
function registerRequest(app, { type, masked, receivedOn }) {
  const record = new Record(app.findCachedCollectionByNameOrId(COLLECTION))
  record.load({ type, status: 'pending', contact_masked: masked, received_on: receivedOn, due_on: dueDay(app, receivedOn) })
  app.save(record)
  return record
}

/**
 * The pending request `id` that `type` with the contact `masked` may close, or `{status, message}` saying why
 * not (404 unknown, 400 handled, of another type or for another contact).
 */
function openRequest(app, id, type, masked, action) {
  let record
  try {
    record = app.findRecordById(COLLECTION, id)
  } catch (_) {
    return { status: 404, message: privacy.messages.requestNotFound }
  }
  if (record.getString('status') !== 'pending') return { status: 400, message: privacy.messages.requestHandled }
  if (record.getString('type') !== type) {
    return { status: 400, message: format(privacy.messages.requestOtherType, { type: enums.privacyRequestTypes[record.getString('type')], action }) }
  }
  if (record.getString('contact_masked') !== masked) return { status: 400, message: format(privacy.messages.requestOtherContact, { masked: record.getString('contact_masked') }) }
  return { record }
}

/**
 * Records a handled request with `app` (the transaction of what it records): closes `pending` (a record from
 * openRequest) or logs a new one received on `receivedOn`, handled now by `actorRecord`.
 * @param {any} app
 * @param {{pending: any, type: string, masked: string, receivedOn: string, status: string, counts: Record<string, number>, actorRecord: any, now: Date}} handled
 */
function recordHandled(app, { pending, type, masked, receivedOn, status, counts, actorRecord, now }) {
  const record = pending ? app.findRecordById(COLLECTION, pending.id) : new Record(app.findCachedCollectionByNameOrId(COLLECTION))
  if (!pending) record.load({ type, contact_masked: masked, received_on: receivedOn, due_on: dueDay(app, receivedOn) })
  const { actor, actorName } = describeActor(actorRecord)
  record.load({ status, handled_at: now.toISOString(), handler: actor, handler_name: actorName, counts })
  app.save(record)
  return record
}

/** `{pending, overdue}`: requests waiting, and those of them past their due day. */
function requestBacklog(app) {
  const day = siteToday(app)
  const row = new DynamicModel({ pending: 0, overdue: 0 })
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS pending, COALESCE(SUM(CASE WHEN [[due_on]] < {:day} THEN 1 ELSE 0 END), 0) AS overdue FROM {{${COLLECTION}}} WHERE [[status]] = 'pending'`,
    )
    .bind({ day })
    .one(row)
  return { pending: row.pending, overdue: row.overdue }
}

module.exports = { siteToday, validReceivedDay, dueDay, registerRequest, openRequest, recordHandled, requestBacklog }
