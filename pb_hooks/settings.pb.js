/// <reference path="jsvm.d.ts" />
// Settings: PocketBase's own settings driven by the environment (app URL, sender, SMTP, trusted proxy,
// backups) on every start, the site_settings record's rules, and the settings page's 数据库 tab.

onBootstrap((e) => {
  e.next()
  const changed = require(`${__hooks}/lib/settings/env-settings.js`).applyEnvSettings(e.app)
  if (changed.length > 0) e.app.logger().info('Applied settings from the environment', 'fields', changed.join(', '))
})

// Trusted proxy headers that would let visitors choose their IP cannot be saved in the dashboard (and stop start-up).
onSettingsUpdateRequest((e) => require(`${__hooks}/lib/settings/env-settings.js`).refuseUnsafeTrustedProxy(e))

// site_settings saved by staff: the back office IP allowlist first (it must never lock its saver out),
// then Chinese per-field messages for every other rule (lib/settings/site-settings-rules.js).
onRecordUpdateRequest((e) => require(`${__hooks}/lib/settings/site-settings-rules.js`).guardAllowlistSave(e), 'site_settings')
onRecordUpdateRequest((e) => require(`${__hooks}/lib/settings/site-settings-rules.js`).checkSiteSettingsRequest(e), 'site_settings')

// The settings page's 数据库 tab: staff-only (operators with a superuser token too).
routerAdd('GET', '/api/admin/system/storage', (e) => require(`${__hooks}/lib/settings/system-storage.js`).storageRequest(e), $apis.requireAuth('staff', '_superusers'))
