/// <reference path="../pb_data/types.d.ts" />
// App settings: rate limits, no batch API, no trusted proxy headers until an operator sets them.
migrate(
  (app) => {
    const routes = require(`${__hooks}/lib/shared/routes.json`)
    const limits = require(`${__hooks}/lib/shared/limits.json`)

    const settings = app.settings()
    settings.meta.appName = routes.siteName
    settings.meta.senderName = routes.siteName
    settings.meta.senderAddress = 'noreply@example.com'
    settings.batch.enabled = false
    settings.trustedProxy.headers = []
    settings.rateLimits.enabled = true
    settings.rateLimits.rules = limits.rateLimits.map((rule) => ({ audience: '', ...rule }))
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.enabled = false
    settings.rateLimits.rules = []
    app.save(settings)
  },
)
