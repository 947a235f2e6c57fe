// Applies the operator's environment (app URL, sender, SMTP, trusted proxy, backups) to PocketBase's settings.

const messages = require(`${__hooks}/lib/shared/messages.json`)
const { defaultAppUrl } = require(`${__hooks}/lib/shared/site-address.json`)
const { applyBackupEnvironment } = require(`${__hooks}/lib/ops/backup-settings.js`)

/** PocketBase's own appURL for a new database: the address of no server this project starts. */
const POCKETBASE_APP_URL = 'http://localhost:8090'

/** The trimmed value of an environment variable, or null when it is unset or blank. */
function env(name) {
  const value = ($os.getenv(name) || '').trim()
  return value === '' ? null : value
}

const truthy = (value) => ['1', 'true', 'yes', 'on'].includes(value.toLowerCase())

/**
 * Whether a trusted-proxy setting lets a visitor choose the address the server sees (what a lead
 * records, the rate limits count and the IP allowlist compares). PocketBase believes the first
 * listed header present, so with two a visitor sends the one the proxy leaves alone; and the
 * leftmost address of X-Forwarded-For is whatever the visitor sent before the proxy appended theirs.
 */
function unsafeTrustedProxy(trustedProxy) {
  const headers = trustedProxy.headers || []
  const forwardedFromLeft = trustedProxy.useLeftmostIP && headers.some((h) => h.toLowerCase() === 'x-forwarded-for')
  return headers.length > 1 || forwardedFromLeft
}

/** At start: an unsafe trusted-proxy setting stops PocketBase before it serves anything. */
function checkTrustedProxy(trustedProxy) {
  if (!unsafeTrustedProxy(trustedProxy)) return
  const value = (trustedProxy.headers || []).join(',') + (trustedProxy.useLeftmostIP ? ' (useLeftmostIP)' : '')
  throw new Error(messages.environment.proxyHeadersUnsafe.split('{value}').join(value))
}

/** `onSettingsUpdateRequest`: an operator cannot save an unsafe trusted-proxy setting in the dashboard either. */
function refuseUnsafeTrustedProxy(e) {
  // Answered as is: a thrown BadRequestError would get a "." after the Chinese full stop.
  if (e.newSettings && unsafeTrustedProxy(e.newSettings.trustedProxy)) {
    return e.json(400, { status: 400, message: messages.environment.proxyHeadersUnsafeSetting, data: {} })
  }
  return e.next()
}

/**
 * Sets only what the environment sets (and the default app URL in place of PocketBase's), and saves
 * only when something changed, so starting twice is a no-op and values edited in the dashboard
 * survive unless the environment overrides them.
 */
function applyEnvSettings(app) {
  const settings = app.settings()
  const changes = []
  const assign = (target, key, value, label) => {
    if (value === null || target[key] === value) return
    target[key] = value
    changes.push(label)
  }

  // Unset, the site's address is the one `npm start` listens on (canonical links, the sitemap, CORS), unless
  // an operator has entered another in the dashboard.
  const appUrl = env('PB_APP_URL')
  const unsetAppUrl = settings.meta.appURL === '' || settings.meta.appURL === POCKETBASE_APP_URL ? defaultAppUrl : null
  assign(settings.meta, 'appURL', appUrl === null ? unsetAppUrl : appUrl, 'meta.appURL')
  assign(settings.meta, 'appName', env('PB_APP_NAME'), 'meta.appName')
  assign(settings.meta, 'senderAddress', env('PB_SENDER_ADDRESS'), 'meta.senderAddress')
  assign(settings.meta, 'senderName', env('PB_SENDER_NAME'), 'meta.senderName')

  const host = env('SMTP_HOST')
  if (host !== null) {
    assign(settings.smtp, 'enabled', true, 'smtp.enabled')
    assign(settings.smtp, 'host', host, 'smtp.host')
    const port = env('SMTP_PORT')
    assign(settings.smtp, 'port', port === null ? null : parseInt(port, 10), 'smtp.port')
    assign(settings.smtp, 'username', env('SMTP_USERNAME'), 'smtp.username')
    assign(settings.smtp, 'password', env('SMTP_PASSWORD'), 'smtp.password')
    const tls = env('SMTP_TLS')
    assign(settings.smtp, 'tls', tls === null ? null : truthy(tls), 'smtp.tls')
  }

  const proxyHeaders = env('PB_TRUSTED_PROXY_HEADERS')
  if (proxyHeaders !== null) {
    const headers = proxyHeaders
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '')
    if (JSON.stringify(settings.trustedProxy.headers || []) !== JSON.stringify(headers)) {
      settings.trustedProxy.headers = headers
      changes.push('trustedProxy.headers')
    }
    // The one header is the proxy's own value; read from the left, a list would start with the client's.
    assign(settings.trustedProxy, 'useLeftmostIP', false, 'trustedProxy.useLeftmostIP')
  }
  checkTrustedProxy(settings.trustedProxy)

  // Backup schedule and S3 destination (BACKUP_*, lib/ops/backup-settings.js).
  applyBackupEnvironment(settings, env, assign)

  if (changes.length === 0) return []
  try {
    app.save(settings)
  } catch (err) {
    throw new Error(`environment settings rejected (${changes.join(', ')}): ${err}`)
  }
  return changes
}

module.exports = { applyEnvSettings, refuseUnsafeTrustedProxy }
