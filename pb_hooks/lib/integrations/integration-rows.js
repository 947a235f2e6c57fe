// The stored settings of the reach platforms (collection `integrations`, one row per platform, opened by
// no API rule), what staff may see of them (secrets masked), and the site's own address they use.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const integrations = require(`${__hooks}/lib/shared/integrations.json`)
const rules = require(`${__hooks}/lib/shared/integration-rules.js`)

const PLATFORMS = Object.keys(integrations.platforms)

function isPlatform(platform) {
  return PLATFORMS.indexOf(platform) >= 0
}

/** A platform's settings row, or null. */
function findIntegration(app, platform) {
  try {
    return app.findFirstRecordByData('integrations', 'platform', platform)
  } catch (_) {
    return null
  }
}

/**
 * The site's public address (no trailing slash): SITE_URL, the address the build wrote into the pages,
 * when the server is given it, else PocketBase's app URL (PB_APP_URL), that of the news pages and sitemap.
 */
function siteAddress(app) {
  const configured = String($os.getenv('SITE_URL') || '').trim() || String(app.settings().meta.appURL || '').trim()
  return configured.replace(/\/+$/, '')
}

/** The host names the site is served at, for which it signs share cards. */
function ownHosts(app) {
  return rules.siteHosts([$os.getenv('SITE_URL'), app.settings().meta.appURL])
}

/** Whether a platform has what it needs to be called: WeChat an AppID and AppSecret, Baidu a token. */
function configured(row) {
  if (!row) return false
  const secret = row.getString('secret') !== ''
  return row.getString('platform') === 'wechat' ? secret && row.getString('app_id') !== '' : secret
}

/** What staff see of a platform: never its secret, only whether one is set and its last four characters. */
function publicIntegration(app, row) {
  const platform = row.getString('platform')
  const view = {
    platform,
    configured: configured(row),
    secret_set: row.getString('secret') !== '',
    secret_hint: rules.maskSecret(row.getString('secret')),
  }
  if (platform === 'wechat') return { ...view, app_id: row.getString('app_id'), hosts: ownHosts(app) }
  const left = rules.quotaLeft(row.getString('quota_day'), row.getInt('quota_remain'), Date.now())
  return {
    ...view,
    site: siteAddress(app),
    quota_day: row.getString('quota_day'),
    quota_remain: left,
    checked_at: row.getString('checked_at'),
    check_ok: row.getBool('check_ok'),
    check_message: row.getString('check_message'),
  }
}

module.exports = { PLATFORMS, isPlatform, findIntegration, siteAddress, ownHosts, configured, publicIntegration }
