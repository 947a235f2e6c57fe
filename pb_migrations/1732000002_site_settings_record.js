/// <reference path="../pb_data/types.d.ts" />
// The single site_settings record (fixed id) with demo defaults staff edit in the back office.
migrate(
  (app) => {
    const routes = require(`${__hooks}/lib/shared/routes.json`)
    const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)

    const record = new Record(app.findCollectionByNameOrId('site_settings'))
    record.set('id', siteSettingsId)
    record.load({
      site_name: routes.siteName,
      site_description: routes.siteDescription,
      notification_email: '',
      language: 'zh-CN',
      timezone: 'Asia/Shanghai',
      notifications_enabled: true,
      registration_enabled: true,
      maintenance_mode: false,
      contact_phone: '400-820-6688',
      contact_email: 'contact@example.com',
      contact_address: '上海市浦东新区',
      working_hours: '周一至周五 10:00-17:00',
      icp_number: '',
      police_number: '',
    })
    app.save(record)
  },
  (app) => {
    const { siteSettingsId } = require(`${__hooks}/lib/shared/records.json`)
    app.delete(app.findRecordById('site_settings', siteSettingsId))
  },
)
