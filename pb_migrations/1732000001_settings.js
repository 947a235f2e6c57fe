/// <reference path="../pb_data/types.d.ts" />
// App settings: rate limits, no batch API, no trusted proxy headers until an operator sets them.
// The values of the day (2026-11-22); 1732000005 raised the staff sign-in limit since.
const SITE_NAME = 'AI 企业转型学院（内测版）'
const RATE_LIMITS = [
  { label: 'staff:auth', maxRequests: 10, duration: 60 },
  { label: '*:auth', maxRequests: 30, duration: 60 },
  { label: 'form_submissions:create', maxRequests: 10, duration: 60 },
  { label: 'POST /api/site/pageview', maxRequests: 60, duration: 60 },
  { label: '/api/', maxRequests: 300, duration: 10 },
]

migrate(
  (app) => {
    const settings = app.settings()
    settings.meta.appName = SITE_NAME
    settings.meta.senderName = SITE_NAME
    settings.meta.senderAddress = 'noreply@example.com'
    settings.batch.enabled = false
    settings.trustedProxy.headers = []
    settings.rateLimits.enabled = true
    settings.rateLimits.rules = RATE_LIMITS.map((rule) => ({ audience: '', ...rule }))
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.enabled = false
    settings.rateLimits.rules = []
    app.save(settings)
  },
)
