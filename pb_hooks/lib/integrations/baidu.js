// Baidu link push (普通收录 API 提交): a publication's public address queued as an outbox row (channel
// `baidu`) in the publication's own transaction, and one push request of several addresses with Baidu's
// answer read and recorded (today's remaining quota, whether the token works). Delivery (claims,
// retries, the quota's hold until the next day) is lib/mail/link-push-batches.js.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const integrations = require(`${__hooks}/lib/shared/integrations.json`)
const routes = require(`${__hooks}/lib/shared/routes.json`)
const rules = require(`${__hooks}/lib/shared/integration-rules.js`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const { configured, findIntegration, siteAddress } = require(`${__hooks}/lib/integrations/integration-rows.js`)

const platform = integrations.platforms.baidu
const text = integrations.messages
const CHANNEL = 'baidu'
const KIND = 'link_push'

/** Baidu's push address: its own https host, or BAIDU_PUSH_ENDPOINT (the tests' and the bench's stand-in). */
function endpoint() {
  return String($os.getenv(platform.endpointVariable) || platform.endpoint).trim()
}

/** The public path of a published course, page or article, or null when it has none. */
function publicPath(app, collection, id) {
  try {
    if (collection === 'news') return `/news/${app.findRecordById('news', id).id}`
    if (collection === 'pages') return app.findRecordById('pages', id).getString('path') || null
    if (collection === 'courses') {
      const path = `/courses/${app.findRecordById('courses', id).getString('slug')}`
      return routes.routes.some((route) => route.path === path) ? path : null
    }
  } catch (_) {
    return null
  }
  return null
}

/**
 * onRecordCreate of content_revisions (with the publication's transaction): every publication of an
 * article, a page or a course, except the seed of a fresh install, queues a push of its address, once:
 * a push of the same address still waiting covers this change too. Nothing without a token.
 */
function queueRevisionPush(app, revision) {
  if (revision.getString('action') === 'seeded') return
  const settings = findIntegration(app, 'baidu')
  const site = siteAddress(app)
  if (!configured(settings) || site === '') return
  const path = publicPath(app, revision.getString('target_collection'), revision.getString('target_id'))
  if (path === null) return
  const url = site + path
  const waiting = app.findRecordsByFilter('mail_outbox', 'channel = {:channel} && status = "queued" && text = {:url}', '', 1, 0, { channel: CHANNEL, url })
  if (waiting.length > 0) return
  const row = new Record(app.findCachedCollectionByNameOrId('mail_outbox'))
  row.load({
    kind: KIND,
    channel: CHANNEL,
    recipient: '',
    subject: fill(text.pushSubject, { url }),
    html: '',
    text: url,
    status: 'queued',
    attempts: 0,
    last_error: '',
    next_attempt_at: new Date().toISOString(),
  })
  app.save(row)
}

/** The onRecordCreate handler of content_revisions (after the insert): a failure never undoes the publication. */
function queueRevisionPushOf(e) {
  const revision = e.record
  if (!revision) return
  try {
    queueRevisionPush(e.app, revision)
  } catch (error) {
    // The publication stands; its address waits for the next change (or Baidu's own crawl).
    e.app.logger().error('Queueing the Baidu push of a publication failed', 'revision', revision.id, 'error', String(error))
  }
}

/** Keeps what Baidu said: today's quota when it named it, and whether the token and site work. */
function recordAnswer(app, settings, answer) {
  const now = Date.now()
  if (answer.remain !== null) {
    settings.set('quota_day', rules.beijingDay(now))
    settings.set('quota_remain', answer.remain)
  }
  // Over the quota, the token and site were accepted: the setting works.
  settings.set('check_ok', answer.ok || answer.overQuota)
  settings.set('check_message', String(answer.message).slice(0, 500))
  settings.set('checked_at', new Date(now).toISOString())
  app.save(settings)
}

/**
 * Pushes `urls` now with the stored token: Baidu's answer read (rules.readBaiduAnswer; `transport` when
 * none came), recorded on the settings row, the token never in a message.
 */
function push(app, settings, urls) {
  const site = siteAddress(app)
  const token = settings.getString('secret')
  const request = rules.baiduRequest(endpoint(), site, token, urls)
  let answer
  try {
    const res = $http.send({
      method: 'POST',
      url: request.url,
      body: request.body,
      headers: { 'content-type': 'text/plain' },
      timeout: integrations.limits.requestTimeoutSeconds,
    })
    answer = rules.readBaiduAnswer(res.statusCode, toString(res.body), site)
  } catch (err) {
    answer = { ...rules.readBaiduAnswer(0, '', site), message: rules.unreachable(platform.label, String(err)), transport: true }
  }
  answer.message = rules.scrub(answer.message, [token])
  recordAnswer(app, settings, answer)
  return answer
}

/** The tab's test: the site's home page pushed now (one address of today's quota). `{ok, message}`. */
function testPush(app) {
  const settings = findIntegration(app, 'baidu')
  if (!configured(settings)) return { ok: false, message: text.baiduNotConfigured }
  const site = siteAddress(app)
  if (site === '') return { ok: false, message: text.baiduSiteMissing }
  const answer = push(app, /** @type {any} */ (settings), [`${site}/`])
  if (answer.notSameSite.length > 0) return { ok: false, message: fill(text.baiduNotSameSite, { site }) }
  if (answer.notValid.length > 0) return { ok: false, message: text.baiduNotValid }
  return { ok: answer.ok, message: answer.message }
}

module.exports = { CHANNEL, KIND, endpoint, publicPath, queueRevisionPush, queueRevisionPushOf, push, testPush }
