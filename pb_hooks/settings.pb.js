/// <reference path="../pb_data/types.d.ts" />
// Applies environment-driven settings (app URL, sender, SMTP, trusted proxy) on every start.

onBootstrap((e) => {
  e.next()
  const changed = require(`${__hooks}/lib/env-settings.js`).applyEnvSettings(e.app)
  if (changed.length > 0) e.app.logger().info('Applied settings from the environment', 'fields', changed.join(', '))
})
