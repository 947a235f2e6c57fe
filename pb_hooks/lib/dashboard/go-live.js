// The dashboard's go-live checklist: what a fresh install still lacks before leads can be trusted
// to reach the team and the site to reach visitors in China (each item is done or not, read from the
// settings and accounts as they are now; a reach platform set up but refused says why, in Chinese).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { configured, findIntegration } = require(`${__hooks}/lib/integrations/integration-rows.js`)
const wechat = require(`${__hooks}/lib/integrations/wechat.js`)

// The demo content's contact lines (scripts/demo/content.mjs): reserved example addresses and numbers.
const DEMO_EMAIL = /@example\.(com|org|net)$|\.test$/i
const DEMO_PHONE = /^400-000-0000$/

/**
 * WeChat share cards work: set up, and a jsapi_ticket at hand (the one kept, or fetched now, as a share
 * card's request would). `{done, message?}`: WeChat's refusal in Chinese.
 */
function wechatItem(app) {
  if (!configured(findIntegration(app, 'wechat'))) return { key: 'wechat', done: false }
  const ticket = wechat.jsapiTicket(app)
  return ticket.ok ? { key: 'wechat', done: true } : { key: 'wechat', done: false, message: ticket.message }
}

/** Baidu link push works: a token that Baidu's last answer (a test, or a push) accepted. */
function baiduItem(app) {
  const row = findIntegration(app, 'baidu')
  if (!row || !configured(row)) return { key: 'baidu', done: false }
  if (row.getBool('check_ok')) return { key: 'baidu', done: true }
  const said = row.getString('check_message')
  return said ? { key: 'baidu', done: false, message: said } : { key: 'baidu', done: false }
}

/** `GET /api/admin/golive`: `{items: [{key, done, message?}]}` in the order staff should work through them. */
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
      wechatItem(app),
      baiduItem(app),
      { key: 'backup', done: offMachine && String(backups.cron || '') !== '' },
      { key: 'password', done: generatedPasswords === 0 },
      { key: 'team', done: !soleGeneratedAdmin },
    ],
  }
}

module.exports = { goLiveChecklist }
