// The dashboard's go-live checklist: what a fresh install still lacks before leads can be trusted
// to reach the team (each item is done or not, read from the settings and accounts as they are now).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)

// The demo content's contact lines (scripts/demo/content.mjs): reserved example addresses and numbers.
const DEMO_EMAIL = /@example\.(com|org|net)$|\.test$/i
const DEMO_PHONE = /^400-000-0000$/

/** `GET /api/admin/golive`: `{items: [{key, done}]}` in the order staff should work through them. */
function goLiveChecklist(app) {
  const site = findSiteSettings(app)
  const get = (name) => (site ? site.getString(name).trim() : '')
  const settings = app.settings()
  const smtp = settings.smtp.enabled && settings.smtp.host !== ''
  const teamMail = smtp && site !== null && site.getBool('notifications_enabled') && get('notification_email') !== ''
  const robot = robots.readyChannels(app).length > 0
  const contactReal = get('contact_phone') !== '' && get('contact_email') !== '' && !DEMO_PHONE.test(get('contact_phone')) && !DEMO_EMAIL.test(get('contact_email'))
  const backups = settings.backups
  const offMachine = Boolean(backups && backups.s3 && backups.s3.enabled)
  const generatedPasswords = app.countRecords('staff', $dbx.hashExp({ password_generated: true }))
  // The team has its own accounts: not the one admin `npm start` made, still on the password it printed.
  const admins = app.findAllRecords('staff', $dbx.hashExp({ role: 'admin', disabled: false }))
  const soleGeneratedAdmin = admins.length === 1 && admins[0].getBool('password_generated')
  return {
    items: [
      { key: 'channel', done: teamMail || robot },
      { key: 'smtp', done: smtp },
      { key: 'contact', done: contactReal },
      { key: 'filing', done: get('icp_number') !== '' && get('police_number') !== '' },
      { key: 'backup', done: offMachine && String(backups.cron || '') !== '' },
      { key: 'password', done: generatedPasswords === 0 },
      { key: 'team', done: !soleGeneratedAdmin },
    ],
  }
}

module.exports = { goLiveChecklist }
