// Which record fields a guest must never receive, and the checks that keep them from guests.

/** Fields only staff and superusers may see, per collection. */
const privateFields = {
  form_submissions: ['ip_address', 'user_agent'],
  isv_partners: ['contact_email'],
  site_settings: ['notification_email'],
}

/** True when the request is made by a superuser or a staff member. */
function isStaffRequest(requestInfo) {
  if (!requestInfo) return false
  if (requestInfo.hasSuperuserAuth()) return true
  const auth = requestInfo.auth
  return !!auth && auth.collection().name === 'staff'
}

/** onRecordEnrich handler body: hides the private fields unless the requester is staff. */
function hidePrivateFields(e) {
  const fields = privateFields[e.record.collection().name]
  if (fields && !isStaffRequest(e.requestInfo)) {
    e.record.hide(...fields)
  }
}

/** Whether a filter/sort/subscription text names one of the collection's private fields. */
function mentionsPrivateField(collectionName, text) {
  const fields = privateFields[collectionName] || []
  const lower = String(text || '').toLowerCase()
  return fields.some((field) => lower.includes(field))
}

function refuse(e) {
  const messages = require(`${__hooks}/lib/shared/messages.json`)
  return e.json(400, { status: 400, message: messages.privateFieldQuery, data: {} })
}

/**
 * onRecordsListRequest handler body. Hiding a field from the response is not enough: a guest
 * filtering or sorting on it could still learn its value, so such lists are refused outright.
 */
function refusePrivateFieldQueries(e) {
  // Record request events do not expose e.request (nested embedding); requestInfo() carries the query.
  const info = e.requestInfo()
  if (!isStaffRequest(info)) {
    const query = info.query || {}
    if (mentionsPrivateField(e.collection.name, `${query.filter || ''} ${query.sort || ''}`)) return refuse(e)
  }
  return e.next()
}

/** onRealtimeSubscribeRequest handler body: the same guard for realtime subscription filters. */
function refusePrivateFieldSubscriptions(e) {
  if (!isStaffRequest(e.requestInfo())) {
    for (const topic of e.subscriptions) {
      let text = topic
      try {
        text = decodeURIComponent(topic)
      } catch (_err) {
        // a malformed escape is checked as sent
      }
      const collectionName = text.split(/[/?]/)[0]
      if (text.length > collectionName.length && mentionsPrivateField(collectionName, text.slice(collectionName.length))) {
        return refuse(e)
      }
    }
  }
  return e.next()
}

module.exports = {
  privateFields,
  isStaffRequest,
  hidePrivateFields,
  refusePrivateFieldQueries,
  refusePrivateFieldSubscriptions,
}
