// The single site_settings record, looked up by its fixed id.

/** The record, or null when it is missing (a fresh or half-migrated database). */
function findSiteSettings(app) {
  const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)
  try {
    return app.findRecordById('site_settings', siteSettingsId)
  } catch (_) {
    return null
  }
}

module.exports = { findSiteSettings }
