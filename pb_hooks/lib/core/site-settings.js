// The single site_settings record, looked up by its fixed id.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)

/** The record, or null when it is missing (a fresh or half-migrated database). */
function findSiteSettings(app) {
  try {
    return app.findRecordById('site_settings', siteSettingsId)
  } catch (_) {
    return null
  }
}

module.exports = { findSiteSettings }
