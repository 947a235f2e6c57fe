// Which record fields a guest must never receive, and the checks that keep them from guests.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)

/** Fields only staff and superusers may see, per collection. */
const privateFields = {
  // The contact a lead was grouped under and the keys that found it are the sales desk's, not the visitor's answer.
  form_submissions: ['ip_address', 'user_agent', 'contact', 'phone_key', 'email_key'],
  isv_partners: ['contact_email'],
  site_settings: ['notification_email', 'ip_allowlist'],
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

function refuse(e) {
  return e.json(400, { status: 400, message: messages.privateFieldQuery, data: {} })
}

/**
 * onRecordsListRequest handler body for the collections with private fields. Hiding a field from
 * the response is not enough: a filter or sort on it would still reveal its value, and no check of
 * the filter's text can be trusted to spot every spelling of the field. So guests get no filter and
 * no sort at all on these collections; the list rule alone decides what they see.
 */
function refusePrivateFieldQueries(e) {
  // Record request events do not expose e.request (nested embedding); requestInfo() carries the query.
  // PocketBase reads the first value of each parameter, as requestInfo() does.
  const info = e.requestInfo()
  if (!isStaffRequest(info)) {
    const query = info.query || {}
    if (query.filter || query.sort) return refuse(e)
  }
  return e.next()
}

/**
 * The private collection a realtime topic belongs to, or null. PocketBase routes a record event to
 * topics starting with the collection's name or id followed by "/" or "?" (or the bare name).
 */
function topicPrivateCollection(topic, keys) {
  const lower = String(topic).toLowerCase()
  for (const key of keys) {
    if (lower === key || lower.indexOf(key + '/') === 0 || lower.indexOf(key + '?') === 0) return key
  }
  return null
}

/** Names and ids (lower case) of the collections with private fields. */
function privateCollectionKeys(app) {
  const keys = []
  for (const name of Object.keys(privateFields)) {
    keys.push(name)
    try {
      keys.push(app.findCachedCollectionByNameOrId(name).id.toLowerCase())
    } catch (_err) {
      // not migrated yet: its id cannot be subscribed to either
    }
  }
  return keys
}

/**
 * onRealtimeSubscribeRequest handler body: the same guard for realtime. A subscription's options
 * (`?options=<json>`) carry its filter and sort, URL- and JSON-encoded in any number of ways, so a
 * guest topic on these collections may carry no options at all; the bare topic keeps the list and
 * view rules' events.
 */
function refusePrivateFieldSubscriptions(e) {
  if (!isStaffRequest(e.requestInfo())) {
    const keys = privateCollectionKeys(e.app)
    for (const topic of e.subscriptions) {
      const text = String(topic)
      const query = text.indexOf('?') >= 0 ? text.slice(text.indexOf('?') + 1) : ''
      if (query !== '' && topicPrivateCollection(text, keys)) return refuse(e)
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
  topicPrivateCollection,
}
