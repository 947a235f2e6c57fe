/// <reference path="../pb_data/types.d.ts" />
// Staff sign-in lockout: failure counters per account, and a per-IP limit an office behind one address won't hit.
// The staff sign-in limit of the day (2026-11-23): 60 a minute per address.
const STAFF_AUTH_LIMIT = { maxRequests: 60, duration: 60 }

migrate(
  (app) => {
    // Written by pb_hooks/lib/staff/staff-lockout.js only. Superusers alone may read it (and may delete a row to
    // lift a lock early); the leading underscore keeps it out of the generated client types, like PocketBase's own.
    app.save(
      new Collection({
        type: 'base',
        name: '_staff_login_failures',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // `staff:<record id>` for an account, `identity:<lower-cased text>` for an identity that matches none.
          { name: 'identity_key', type: 'text', required: true, max: 300 },
          { name: 'failures', type: 'number', onlyInt: true, min: 0 },
          { name: 'first_failure_at', type: 'date' },
          { name: 'locked_until', type: 'date' },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_staff_login_failures_key` ON `_staff_login_failures` (`identity_key`)',
          'CREATE INDEX `idx_staff_login_failures_first` ON `_staff_login_failures` (`first_failure_at`)',
        ],
      }),
    )

    // The settings migration allowed 10 a minute, which locks an office behind one address out.
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.map((r) =>
      r.label === 'staff:auth' ? { audience: r.audience, label: r.label, maxRequests: STAFF_AUTH_LIMIT.maxRequests, duration: STAFF_AUTH_LIMIT.duration } : r,
    )
    app.save(settings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('_staff_login_failures'))
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.map((r) =>
      r.label === 'staff:auth' ? { audience: r.audience, label: r.label, maxRequests: 10, duration: r.duration } : r,
    )
    app.save(settings)
  },
)
