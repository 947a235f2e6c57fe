// The routes of the 推广渠道 tab and of the share cards: the platforms' settings as staff may see them
// (secrets masked), saving WeChat's AppID and AppSecret or Baidu's token, a test call of each, and the
// public share config a page inside WeChat asks for.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const integrations = require(`${__hooks}/lib/shared/integrations.json`)
const rules = require(`${__hooks}/lib/shared/integration-rules.js`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { logActivity } = require(`${__hooks}/lib/core/activity.js`)
const rows = require(`${__hooks}/lib/integrations/integration-rows.js`)
const wechat = require(`${__hooks}/lib/integrations/wechat.js`)
const baidu = require(`${__hooks}/lib/integrations/baidu.js`)

const text = integrations.messages

function answer(e, status, message) {
  return e.json(status, { status, message, data: {} })
}

/** WeChat's view with what the kept token state says (never a call to WeChat). */
function wechatView(app, row) {
  return { ...rows.publicIntegration(app, row), status: rows.configured(row) ? wechat.cachedStatus(app) : { state: 'unknown', message: '' } }
}

function viewOf(app, row) {
  return row.getString('platform') === 'wechat' ? wechatView(app, row) : rows.publicIntegration(app, row)
}

/** `GET /api/admin/integrations`: `{wechat, baidu}`. */
function listIntegrations(e) {
  const out = {}
  rows.PLATFORMS.forEach((platform) => {
    const row = rows.findIntegration(e.app, platform)
    if (row) out[platform] = viewOf(e.app, row)
  })
  return e.json(200, out)
}

/**
 * Saves the fields `fields` ({body key: [column, check]}) of a platform's row: a field left out keeps its
 * value (the browser never has the stored secret), an empty one clears it. Logged without the values.
 */
function saveFields(e, platform, fields) {
  const row = rows.findIntegration(e.app, platform)
  if (row === null) return answer(e, 404, text.platformUnknown)
  const body = e.requestInfo().body || {}
  const errors = {}
  const changed = []
  Object.keys(fields).forEach((key) => {
    if (body[key] === undefined || body[key] === null) return
    const [column, check] = fields[key]
    const value = String(body[key]).trim()
    const problem = check(value)
    if (problem) errors[key] = fieldError('validation_invalid_value', problem)
    else if (value !== row.getString(column)) {
      row.set(column, value)
      changed.push(key)
    }
  })
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  const label = integrations.platforms[platform].label
  e.app.runInTransaction((txApp) => {
    if (changed.length === 0) return
    // A new token: what Baidu said of the old one no longer says anything.
    if (platform === 'baidu') {
      row.set('check_ok', false)
      row.set('check_message', '')
      row.set('checked_at', '')
    }
    txApp.save(row)
    logActivity(txApp, {
      action: 'updated',
      collectionName: 'integrations',
      recordId: row.id,
      recordLabel: label,
      summary: fill(text.settingsSaved, { label }),
      // Which settings changed, never their values: secrets stay out of the log.
      details: { platform, changed },
      actorRecord: e.auth,
    })
  })
  return e.json(200, viewOf(e.app, row))
}

/** `PATCH /api/admin/integrations/wechat`: `{app_id?, app_secret?}`. */
function saveWeChat(e) {
  return saveFields(e, 'wechat', {
    app_id: ['app_id', rules.appIdProblem],
    app_secret: ['secret', (value) => rules.secretProblem(text.appSecretLabel, value)],
  })
}

/** `PATCH /api/admin/integrations/baidu`: `{token?}`. */
function saveBaidu(e) {
  return saveFields(e, 'baidu', { token: ['secret', (value) => rules.secretProblem(text.tokenLabel, value)] })
}

/** `POST /api/admin/integrations/{platform}/test`: `{ok, message}`, the platform's answer in Chinese. */
function testIntegration(e) {
  const platform = e.request.pathValue('platform')
  if (!rows.isPlatform(platform)) return answer(e, 404, text.platformUnknown)
  if (platform === 'baidu') return e.json(200, baidu.testPush(e.app))
  const ticket = wechat.jsapiTicket(e.app, { retryFailure: true })
  return e.json(200, ticket.ok ? { ok: true, message: wechat.readyMessage(ticket.expiresAt) } : { ok: false, message: ticket.message })
}

/**
 * `GET /api/wechat/share-config?url=...` (public): `{appId, timestamp, nonceStr, signature}` for a page of
 * the site's own address; 400 for any other address, 404 while WeChat is not set up, 502 when WeChat
 * refuses (its reason in Chinese).
 */
function shareConfigRequest(e) {
  const url = String(e.request.url.query().get('url') || '')
  const problem = rules.shareUrlProblem(url, rows.ownHosts(e.app))
  if (problem) return answer(e, 400, problem)
  const result = wechat.shareConfig(e.app, url.trim())
  if (!result.ok) return answer(e, result.notConfigured ? 404 : 502, result.message)
  return e.json(200, result.config)
}

module.exports = { listIntegrations, saveWeChat, saveBaidu, testIntegration, shareConfigRequest }
