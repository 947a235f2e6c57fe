/// <reference path="../pb_data/types.d.ts" />
// Spent lead challenges in the database instead of the app's memory: a restart no longer lets a
// spent solution buy a second lead, and no visitor fills the in-memory store the page cache uses.
migrate(
  (app) => {
    // Written by pb_hooks/lib/leads/lead-challenge.js only, pruned there once the challenge expires.
    // Superusers alone may read it; the leading underscore keeps it out of the generated client types.
    app.save(
      new Collection({
        type: 'base',
        name: '_lead_challenges_used',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // The challenge's SHA-256, hex.
          { name: 'challenge', type: 'text', required: true, max: 64 },
          // When the challenge expires (Unix seconds): until then its solution is refused again.
          { name: 'expires', type: 'number', onlyInt: true, min: 0 },
        ],
        indexes: [
          'CREATE UNIQUE INDEX `idx_lead_challenges_used_challenge` ON `_lead_challenges_used` (`challenge`)',
          'CREATE INDEX `idx_lead_challenges_used_expires` ON `_lead_challenges_used` (`expires`)',
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('_lead_challenges_used'))
  },
)
