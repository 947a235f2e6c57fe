// The site's clock: every time the site writes (mail timestamps, page-view days, the dashboard's
// days) is wall time in the zone site_settings.timezone names, Beijing when it names none.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { dbDate } = require(`${__hooks}/lib/core/server-rows.js`)

const DEFAULT_TIMEZONE = 'Asia/Shanghai'
// China has had no daylight saving since 1991, so the default zone needs no tzdata lookup.
const BEIJING_OFFSET_MINUTES = 8 * 60
const DAY_MS = 24 * 60 * 60 * 1000

/** The zone the settings record names (or the default). Accepts the record itself or the app. */
function siteTimezone(settingsOrApp) {
  const settings = settingsOrApp && typeof settingsOrApp.getString === 'function' ? settingsOrApp : findSiteSettings(settingsOrApp)
  return (settings && settings.getString('timezone')) || DEFAULT_TIMEZONE
}

/** The zone's offset from UTC at `date` (default now), in minutes; an unknown zone counts as Beijing. */
function offsetMinutes(timezone, date) {
  if (!timezone || timezone === DEFAULT_TIMEZONE) return BEIJING_OFFSET_MINUTES
  const zone = new Timezone(timezone)
  // An unknown zone (or missing tzdata) comes back as UTC; only trust it when it loaded.
  if (zone.string() !== timezone) return BEIJING_OFFSET_MINUTES
  const at = date || new Date()
  const wall = new DateTime(at.toISOString()).time().in(zone).format('2006-01-02T15:04:05')
  return Math.round((Date.parse(`${wall}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60000)
}

/** `YYYY-MM-DD HH:mm:ss` of `date` in `timezone`. */
function localTime(date, timezone) {
  const shifted = new Date(date.getTime() + offsetMinutes(timezone, date) * 60000)
  return shifted.toISOString().replace('T', ' ').slice(0, 19)
}

/** The calendar day (YYYY-MM-DD) it is now in `timezone`. */
function today(timezone) {
  return localTime(new Date(), timezone).slice(0, 10)
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
function addDays(day, n) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** PocketBase's stored date text of the instant local midnight begins on `day`, `offset` minutes east of UTC. */
function startOfDay(day, offset) {
  return dbDate(new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60000).toISOString())
}

module.exports = { DEFAULT_TIMEZONE, siteTimezone, offsetMinutes, localTime, today, addDays, startOfDay }
