/// <reference path="../pb_data/types.d.ts" />
// The single site_settings record (fixed id) with the values of the day (2026-11-22). Its contact
// placeholders were emptied by 1732000010; 重置 in the back office restores today's defaults
// (pb_hooks/lib/shared/site-settings-defaults.json), which this step does not read.
const SITE_SETTINGS_ID = 'sitesettings000'

migrate(
  (app) => {
    const record = new Record(app.findCollectionByNameOrId('site_settings'))
    record.set('id', SITE_SETTINGS_ID)
    record.load({
      site_name: 'AI 企业转型学院（内测版）',
      site_description: 'AI 时代企业战略转型的引领者：面向企业决策者的 AI 转型培训、咨询与生态合作。',
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
    app.delete(app.findRecordById('site_settings', SITE_SETTINGS_ID))
  },
)
