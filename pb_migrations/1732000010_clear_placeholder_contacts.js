/// <reference path="../pb_data/types.d.ts" />
// Empties the contact lines still holding the placeholders earlier installs were created with, so a
// real site never shows an invented phone number or address; a value staff changed is kept. The old
// placeholders are written here (they are no longer anyone's defaults), so this step stays what it was.
const PLACEHOLDERS = {
  contact_phone: '400-820-6688',
  contact_email: 'contact@example.com',
  contact_address: '上海市浦东新区',
  working_hours: '周一至周五 10:00-17:00',
}

const SITE_SETTINGS_ID = 'sitesettings000'

migrate(
  (app) => {
    let record
    try {
      record = app.findRecordById('site_settings', SITE_SETTINGS_ID)
    } catch (_) {
      return
    }
    let changed = false
    Object.keys(PLACEHOLDERS).forEach((field) => {
      if (record.getString(field) !== PLACEHOLDERS[field]) return
      record.set(field, '')
      changed = true
    })
    if (changed) app.save(record)
  },
  // Down leaves the contact data as it is: putting invented values back would undo the point.
  () => {},
)
