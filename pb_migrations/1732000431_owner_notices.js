/// <reference path="../pb_data/types.d.ts" />
// Owners hear of their leads personally (issue 43): a staff member's mobile number (`mobile`, set in
// 员工管理), by which WeCom and DingTalk group robots @-mention a lead's new 负责人, and the outbox
// row's `mentions` (the numbers a robot message @-mentions). Values of the day (2026-11-27), inline.
const MOBILE_PATTERN = '^1[3-9]\\d{9}$'

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    staff.fields.add(new TextField({ name: 'mobile', max: 11, pattern: MOBILE_PATTERN }))
    app.save(staff)
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.fields.add(new JSONField({ name: 'mentions', maxSize: 2000 }))
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId('mail_outbox')
    outbox.fields.removeByName('mentions')
    app.save(outbox)
    const staff = app.findCollectionByNameOrId('staff')
    staff.fields.removeByName('mobile')
    app.save(staff)
  },
)
