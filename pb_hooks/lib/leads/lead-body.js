// A lead's request body exactly as its JSON was sent (a visitor's new lead, staff's change), so a wrong type
// is refused rather than cast.

/**
 * PocketBase casts a create body to the collection's field types before any hook sees it
 * (`["contact"]` becomes the select value "contact", `1` the bool true, an object an empty text),
 * so the hook reads the raw body again (PocketBase keeps it re-readable). Guests post JSON only;
 * a superuser's dashboard form (multipart) keeps PocketBase's cast body.
 * Returns `{body}` or `{invalid: true}` (not JSON, or JSON that is not an object).
 * @param {any} e the record create event; typed `any` because its request is only reachable
 *   through `e.requestEvent` at run time, which the generated declarations do not list
 * @param {core.RequestInfo} info
 * @returns {{body: Record<string, unknown>, invalid?: undefined} | {invalid: true, body?: undefined}}
 */
function rawLeadBody(e, info) {
  const request = e.requestEvent.request
  const type = (request.header.get('Content-Type') || '').toLowerCase()
  if (type.indexOf('application/json') !== 0) return info.hasSuperuserAuth() ? { body: info.body || {} } : { invalid: true }
  let parsed
  try {
    parsed = JSON.parse(toString(request.body))
  } catch (_) {
    return { invalid: true }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { invalid: true }
  return { body: parsed }
}

module.exports = { rawLeadBody }
