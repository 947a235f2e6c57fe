// The 通知 tab's routes: the robot channels as staff may see them (addresses and secrets masked),
// saving one, and 发送测试消息 (sent now, answered with the platform's reply).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const notify = require(`${__hooks}/lib/shared/notify.json`)
const rules = require(`${__hooks}/lib/shared/notify-rules.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)

function notFound(e) {
  return e.json(404, { status: 404, message: notify.messages.channelUnknown, data: {} })
}

/** `GET /api/admin/notify/channels`. */
function listChannels(e) {
  const rows = e.app.findRecordsByFilter('notify_channels', "channel != ''", 'channel', 0, 0)
  const order = robots.ROBOTS
  rows.sort((a, b) => order.indexOf(a.getString('channel')) - order.indexOf(b.getString('channel')))
  return e.json(200, { channels: rows.map(robots.publicChannel) })
}

/**
 * `PATCH /api/admin/notify/channels/{channel}`: `{enabled?, webhook_url?, secret?, content?}`.
 * A field left out keeps its value (the browser never has the stored address or secret); an
 * empty address or secret clears it. A channel can be on only when it is addressed and signed.
 */
function saveChannel(e) {
  const channel = e.request.pathValue('channel')
  const row = robots.isRobot(channel) ? robots.findChannel(e.app, channel) : null
  if (row === null) return notFound(e)
  const body = e.requestInfo().body || {}
  const errors = {}
  const changed = []
  const env = robots.envHosts()

  if (body.webhook_url !== undefined) {
    const url = String(body.webhook_url || '').trim()
    const problem = url === '' ? null : rules.addressProblem(channel, url, env)
    if (problem) errors.webhook_url = fieldError('validation_invalid_url', problem)
    else if (url !== row.getString('webhook_url')) {
      row.set('webhook_url', url)
      changed.push('webhook_url')
    }
  }
  if (body.secret !== undefined) {
    const secret = String(body.secret || '').trim()
    if (secret.length > rules.SECRET_MAX) errors.secret = fieldError('validation_max_text_constraint', rules.fill(notify.messages.secretTooLong, { max: rules.SECRET_MAX }))
    else if (secret !== row.getString('secret')) {
      row.set('secret', secret)
      changed.push('secret')
    }
  }
  if (body.content !== undefined) {
    if (!rules.contentValid(body.content)) errors.content = fieldError('validation_invalid_value', notify.messages.contentInvalid)
    else {
      row.set('content', JSON.stringify(body.content))
      changed.push('content')
    }
  }
  if (body.enabled !== undefined) {
    if (row.getBool('enabled') !== (body.enabled === true)) changed.push('enabled')
    row.set('enabled', body.enabled === true)
  }
  if (row.getBool('enabled') && Object.keys(errors).length === 0) {
    // On means deliverable: an address on the platform's host and, where it signs, a secret.
    const address = rules.addressProblem(channel, row.getString('webhook_url'), env)
    if (address) errors.webhook_url = fieldError('validation_required', address)
    const secret = rules.secretProblem(channel, row.getString('secret'))
    if (secret) errors.secret = fieldError('validation_required', secret)
  }
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)

  e.app.runInTransaction((txApp) => {
    txApp.save(row)
    if (changed.length === 0) return
    logActivity(txApp, {
      action: 'updated',
      collectionName: 'notify_channels',
      recordId: row.id,
      recordLabel: notify.channels[channel].label,
      summary: rules.fill(notify.messages.settingsSaved, { label: notify.channels[channel].label }),
      // Which settings changed, never their values: addresses and secrets stay out of the log.
      details: { channel, changed, enabled: row.getBool('enabled') },
      actorRecord: e.auth,
    })
  })
  return e.json(200, robots.publicChannel(row))
}

/** `POST /api/admin/notify/channels/{channel}/test`: `{ok, message}`, the platform's answer. */
function testChannel(e) {
  const channel = e.request.pathValue('channel')
  const row = robots.isRobot(channel) ? robots.findChannel(e.app, channel) : null
  if (row === null) return notFound(e)
  const label = notify.channels[channel].label
  const problem =
    row.getString('webhook_url') === '' ? notify.messages.notConfigured : rules.addressProblem(channel, row.getString('webhook_url'), robots.envHosts()) || rules.secretProblem(channel, row.getString('secret'))
  if (problem) return e.json(400, { status: 400, message: problem, data: {} })
  if (!robots.takeSlot(e.app, channel).allowed) return e.json(429, { status: 429, message: notify.messages.tooFast, data: {} })
  const site = findSiteSettings(e.app)
  const title = rules.fill(notify.messages.testTitle, { site: site ? site.getString('site_name') : '' })
  const text = `${title}\n${rules.fill(notify.messages.testText, { label })}\n${robots.leadLink(e.app, '')}`
  return e.json(200, robots.postToRobot(row, text))
}

module.exports = { listChannels, saveChannel, testChannel }
