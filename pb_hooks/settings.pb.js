/// <reference path="jsvm.d.ts" />
// Environment-driven PocketBase settings (app URL, sender, SMTP, trusted proxy, backups) on every start, and the site_settings rules.

onBootstrap((e) => {
  e.next()
  const changed = require(`${__hooks}/lib/settings/env-settings.js`).applyEnvSettings(e.app)
  if (changed.length > 0) e.app.logger().info('Applied settings from the environment', 'fields', changed.join(', '))
})

// Trusted proxy headers that would let visitors choose their IP cannot be saved in the dashboard (and stop start-up).
onSettingsUpdateRequest((e) => require(`${__hooks}/lib/settings/env-settings.js`).refuseUnsafeTrustedProxy(e))

// site_settings saved by staff: Chinese per-field messages for every rule (lib/settings/site-settings-rules.js).
onRecordUpdateRequest((e) => require(`${__hooks}/lib/settings/site-settings-rules.js`).checkSiteSettingsRequest(e), 'site_settings')
