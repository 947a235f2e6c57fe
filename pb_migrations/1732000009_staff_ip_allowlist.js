/// <reference path="../pb_data/types.d.ts" />
// The back office IP allowlist: one IPv4/IPv6 address or CIDR range per line on the site_settings
// record (empty: no restriction). Enforced by pb_hooks/security.pb.js; kept from guests by lib/records/visibility.js.
// The length is written here, not read from a shared file, so this step stays what it was.
const MAX_LENGTH = 4000

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('site_settings')
    if (!collection.fields.getByName('ip_allowlist')) {
      collection.fields.add(new TextField({ name: 'ip_allowlist', max: MAX_LENGTH }))
      app.save(collection)
    }
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('site_settings')
    collection.fields.removeByName('ip_allowlist')
    app.save(collection)
  },
)
