/// <reference path="../pb_data/types.d.ts" />
// The single site_settings record (fixed id) with the defaults staff edit (and 重置 restores) in the back office.
migrate(
  (app) => {
    const routes = require(`${__hooks}/lib/shared/routes.json`)
    const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)

    const record = new Record(app.findCollectionByNameOrId('site_settings'))
    record.set('id', siteSettingsId)
    const defaults = require(`${__hooks}/lib/shared/site-settings-defaults.json`)
    record.load(Object.assign({ site_name: routes.siteName, site_description: routes.siteDescription }, defaults))
    app.save(record)
  },
  (app) => {
    const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)
    app.delete(app.findRecordById('site_settings', siteSettingsId))
  },
)
