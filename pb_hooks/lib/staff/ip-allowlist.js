// The back office IP allowlist (site_settings.ip_allowlist): enforced on staff sign-in and on every
// request with a staff token, and cleared from the console (saving it: lib/settings/site-settings-rules.js).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const allowlist = require(`${__hooks}/lib/shared/ip-allowlist.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)

const STAFF = 'staff'
const text = messages.security

// The parsed list of the last text seen by this JS runtime: the list changes rarely, requests often.
/** @type {{text: string | null, entries: ReturnType<typeof allowlist.checkList>['entries']}} */
let parsed = { text: null, entries: [] }

function entriesOf(list) {
  if (parsed.text !== list) parsed = { text: list, entries: allowlist.checkList(list).entries }
  return parsed.entries
}

/**
 * True when `ip` may use the back office: the list is empty, or `ip` is in it. One primary-key
 * lookup of site_settings. A list whose every line is broken (only possible by editing the database
 * directly) admits nobody: it fails closed, and `npm run staff -- --clear-ip-allowlist` clears it.
 */
function ipAllowed(app, ip) {
  const settings = findSiteSettings(app)
  const list = settings ? settings.getString('ip_allowlist') : ''
  if (allowlist.isEmptyList(list)) return true
  return allowlist.addressAllowed(ip, entriesOf(list))
}

function respondIpRefused(e) {
  return e.json(403, { status: 403, message: text.ipNotAllowed, data: {} })
}

/**
 * Router middleware: every request carrying a valid staff token from an address outside a non-empty
 * list is refused with 403. Guests and superusers pass untouched (no lookup at all).
 */
function refuseStaffOutsideAllowlist(e) {
  const auth = e.auth
  if (auth && auth.collection().name === STAFF && !ipAllowed(e.app, e.realIP())) return respondIpRefused(e)
  return e.next()
}

/**
 * Staff sign-in hooks (password, one-time code request and sign-in, and the final auth response):
 * refused from an address outside the list, before any password is checked or counted. `proceed` (the
 * lockout, for password sign-in) runs instead of `e.next()` when the address is allowed.
 */
function guardStaffSignIn(e, proceed) {
  if (!ipAllowed(e.app, e.realIP())) return respondIpRefused(e)
  return proceed ? proceed() : e.next()
}

/**
 * `pocketbase clear-ip-allowlist` (and `npm run staff -- --clear-ip-allowlist`): empties the list
 * and writes the change to the activity log. Returns the line to print.
 */
function clearIpAllowlist(app) {
  const settings = findSiteSettings(app)
  if (!settings) throw new Error(text.ipSettingsMissing)
  const list = settings.getString('ip_allowlist')
  if (list === '') return text.ipAlreadyEmpty
  const count = allowlist.entryLines(list).length
  app.runInTransaction((txApp) => {
    settings.set('ip_allowlist', '')
    txApp.save(settings)
    logActivity(txApp, {
      action: 'updated',
      collectionName: 'site_settings',
      recordId: settings.id,
      recordLabel: settings.getString('site_name'),
      summary: text.ipClearedActivity,
      details: { fields: ['ip_allowlist'] },
    })
  })
  return format(text.ipCleared, { count })
}

module.exports = { ipAllowed, respondIpRefused, refuseStaffOutsideAllowlist, guardStaffSignIn, clearIpAllowlist }
