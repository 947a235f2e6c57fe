/// <reference path="../pb_data/types.d.ts" />
// The per-address lead limit goes from 10 to 50 a minute: every lead already pays the proof-of-work
// challenge (50,000 numbers at most, 25,000 hashes on average), and 10 turned away the eleventh
// visitor of an event on shared Wi-Fi. A limit an operator changed in /_/ stays as they set it.
const LABEL = 'form_submissions:create'
const OLD_LIMIT = 10
const NEW_LIMIT = 50

function setLimit(app, from, to) {
  const settings = app.settings()
  settings.rateLimits.rules = settings.rateLimits.rules.map((r) =>
    r.label === LABEL && r.maxRequests === from ? { audience: r.audience, label: r.label, maxRequests: to, duration: r.duration } : r,
  )
  app.save(settings)
}

migrate(
  (app) => setLimit(app, OLD_LIMIT, NEW_LIMIT),
  (app) => setLimit(app, NEW_LIMIT, OLD_LIMIT),
)
