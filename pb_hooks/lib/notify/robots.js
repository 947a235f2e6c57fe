// The team's group robots (WeCom, DingTalk, Feishu): their stored settings, the messages a lead
// calls for, and one signed, rate-limited request to a robot. Robot messages are rows of the mail
// outbox (lib/mail/queue.js queues them, lib/mail/delivery.js claims, retries and sends them); nothing here runs in a
// visitor's request except rendering, before the lead's transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const notify = require(`${__hooks}/lib/shared/notify.json`)
const rules = require(`${__hooks}/lib/shared/notify-rules.js`)
const { base64FromHex } = require(`${__hooks}/lib/shared/base64.js`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { cachedRows } = require(`${__hooks}/lib/core/record-cache.js`)
const { publishedTemplates } = require(`${__hooks}/lib/core/message-templates.js`)
const { fillTemplate, placeholdersIn, templateOf } = require(`${__hooks}/lib/shared/message-templates.js`)

const ROBOTS = Object.keys(notify.channels)
// A lead's id is not known before its transaction: its messages carry this and get the id when queued.
const LEAD_ID_SLOT = '{{lead_id}}'
// One robot request never takes longer than this (a slow platform holds up only the cron run).
const SEND_TIMEOUT_SECONDS = 10

function isRobot(channel) {
  return ROBOTS.indexOf(channel) >= 0
}

/** The operator's extra robot hosts (tests point the robots at a local receiver with it). */
function envHosts() {
  return $os.getenv('NOTIFY_WEBHOOK_HOSTS') || ''
}

/** The stored settings row of a robot channel, or null. */
function findChannel(app, channel) {
  try {
    return app.findFirstRecordByData('notify_channels', 'channel', channel)
  } catch (_) {
    return null
  }
}

/** A channel's content choice as stored (the default when none). */
function contentOf(row) {
  let content = null
  try {
    content = JSON.parse(row.getString('content') || 'null')
  } catch (_) {
    content = null
  }
  return rules.contentValid(content) ? content : notify.defaultContent.slice()
}

/** Whether a channel is on and addressed (and signed where its platform signs). */
function channelReady(row) {
  if (!row || !row.getBool('enabled')) return false
  const channel = row.getString('channel')
  if (rules.addressProblem(channel, row.getString('webhook_url'), envHosts()) !== null) return false
  return rules.secretProblem(channel, row.getString('secret')) === null
}

/** The robot channels that are on and addressed. */
function readyChannels(app) {
  return app.findRecordsByFilter('notify_channels', 'enabled = true', 'channel', 0, 0).filter(channelReady)
}

/** What staff see of a channel: never its address or secret, only their masked forms. */
function publicChannel(row) {
  const channel = row.getString('channel')
  return {
    channel,
    enabled: row.getBool('enabled'),
    webhook_url: rules.maskAddress(row.getString('webhook_url')),
    secret_set: row.getString('secret') !== '',
    content: contentOf(row),
    ready: channelReady(row),
  }
}

/** How a staff member is named to colleagues (messages, the leads desk): their name, else their username. */
function displayName(staff) {
  return staff.getString('name').trim() || staff.getString('username')
}

/** The name of a lead's 负责人, or ''. */
function assigneeName(app, lead) {
  const id = lead.getString('assignee')
  if (!id) return ''
  try {
    return displayName(app.findRecordById('staff', id))
  } catch (_) {
    return ''
  }
}

/** A lead's course as people call it: the name the form sent (AI 战略班), its id only when there is no name. */
function courseOf(lead) {
  return lead.getString('course_name') || lead.getString('course_id')
}

/** The back office's address of a lead (or of the leads list). */
function leadLink(app, id) {
  const base = String(app.settings().meta.appURL || '').replace(/\/+$/, '')
  return id ? `${base}/admin/forms/${id}/show` : `${base}/admin/forms`
}

/** A lead's values for its robot message, by the content fields' names (notify.json contentFields). */
function leadValues(app, lead, now, settings, assigneeName) {
  const timezone = siteTimezone(settings)
  return {
    form_type: enums.formTypes[lead.getString('form_type')] || lead.getString('form_type'),
    name: lead.getString('name'),
    company: lead.getString('company'),
    course: courseOf(lead),
    time: `${localTime(now, timezone)}（${enums.timezoneNames[timezone] || timezone}）`,
    link: leadLink(app, lead.id || LEAD_ID_SLOT),
    assignee: assigneeName || '未分配',
    phone: lead.getString('phone'),
    email: lead.getString('email'),
  }
}

/**
 * The lines of a lead's message for one channel, as its content choice says. `extra` adds lines
 * (the reminder's waited time).
 */
function leadLines(app, lead, content, now, settings, assigneeName) {
  const labels = notify.contentFields
  const values = leadValues(app, lead, now, settings, assigneeName)
  return content.filter((field) => values[field]).map((field) => `${labels[field]}：${values[field]}`)
}

/**
 * One lead's robot message laid out by the published template (邮件模板 → 机器人新线索消息):
 * `{subject, text}`. Phone and e-mail are filled only when the channel's content choice carries
 * them; {所选字段} is the lines of the fields it carries. A body line whose placeholders all came
 * out empty is left out, as an empty field's line always was; the text is kept within what one
 * message of the robot's platform may carry (`maxBytes`: notify.json channels' maxTextBytes).
 * @param {Record<string, string>} template the published robot_lead values (subject, text)
 * @param {Record<string, string>} values leadValues()
 * @param {string[]} content the channel's content choice
 * @param {number} [maxBytes] the platform's size of a text (WeCom's, the smallest, when not said: a preview)
 */
function robotLeadMessage(template, values, content, maxBytes) {
  const labels = notify.contentFields
  const map = templateOf('robot_lead').placeholders
  /** @type {Record<string, string>} */
  const chosen = {}
  Object.keys(labels).forEach((field) => (chosen[field] = notify.personalFields.indexOf(field) < 0 || content.indexOf(field) >= 0 ? values[field] || '' : ''))
  chosen.chosen_fields = content.filter((field) => values[field]).map((field) => `${labels[field]}：${values[field]}`).join('\n')
  const subject = fillTemplate('robot_lead', template.subject, chosen, false)
  const body = template.text
    .split('\n')
    .filter((line) => {
      const names = placeholdersIn(line).filter((name) => map[name] !== undefined)
      return names.length === 0 || names.some((name) => chosen[map[name]])
    })
    .map((line) => fillTemplate('robot_lead', line, chosen, false))
    .join('\n')
  const text = body === '' ? subject : `${subject}\n${body}`
  return { subject, text: rules.clipBytes(text, maxBytes || notify.channels.wecom.maxTextBytes) }
}

/**
 * The robot messages a lead (not yet saved) calls for, one per ready channel, rendered before the
 * lead's transaction: `{kind, channel, recipient, subject, body}` like the lead's mails.
 */
function renderLeadNotices(app, settings, lead, now) {
  const template = publishedTemplates(app).robot_lead
  const values = leadValues(app, lead, now, settings, '')
  // Read from memory: every lead needs them, and they change only when staff save a channel.
  return cachedRows(app, 'notify_channels', 'ready', readyChannels).map((row) => {
    const message = robotLeadMessage(template, values, contentOf(row), notify.channels[row.getString('channel')].maxTextBytes)
    return { kind: 'team_notification', channel: row.getString('channel'), recipient: '', subject: message.subject, body: { html: '', text: message.text } }
  })
}

/**
 * Takes one request slot of a robot's rate limit (kept in the app's store, shared by every JS
 * runtime of this process): `{allowed, retryAt}`, retryAt the time (ms) one may go when refused.
 */
function takeSlot(app, channel) {
  let slot = { allowed: false, retryAt: Date.now() }
  app.store().setFunc(`notify:sends:${channel}`, (old) => {
    const taken = rules.takeSlot(channel, old ? JSON.parse(String(old)) : [], Date.now())
    slot = { allowed: taken.allowed, retryAt: taken.retryAt }
    return JSON.stringify(taken.times)
  })
  return slot
}

/** A platform's answer with the robot's address and secret replaced, so an error never carries them to the log. */
function scrub(text, row) {
  let out = String(text)
  ;[row.getString('webhook_url'), row.getString('secret')].forEach((secret) => {
    if (secret) out = out.split(secret).join('••••')
  })
  // An answer may quote the request's URL: drop any query left (a DingTalk signature, a token).
  return out.replace(/\?[^\s"]*/g, '?••••')
}

/**
 * Posts `text` to the channel's robot now, naming (at-mentioning) the `mentions` (mobile numbers) where the
 * platform can: `{ok, message}` with the platform's answer (or why it could not be reached, in Chinese
 * and without any address). Signed where the platform signs.
 * @param {any} row the channel's settings
 * @param {string} text
 * @param {string[]} [mentions]
 */
function postToRobot(row, text, mentions) {
  const channel = row.getString('channel')
  const url = row.getString('webhook_url')
  const secret = row.getString('secret')
  let signed = {}
  const timestamp = rules.signingTimestamp(channel, Date.now())
  const input = secret ? rules.signingInput(channel, secret, timestamp) : null
  if (input) signed = { timestamp, signature: base64FromHex($security.hs256(input.message, input.key)) }
  const request = rules.robotRequest(channel, url, text, signed, mentions)
  try {
    const res = $http.send({
      method: 'POST',
      url: request.url,
      body: request.body,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      timeout: SEND_TIMEOUT_SECONDS,
    })
    const answer = rules.readAnswer(res.statusCode, toString(res.body))
    return { ok: answer.ok, message: scrub(answer.message, row) }
  } catch (err) {
    return { ok: false, message: rules.transportFailure(String(err)) }
  }
}

module.exports = {
  ROBOTS,
  LEAD_ID_SLOT,
  isRobot,
  envHosts,
  findChannel,
  contentOf,
  channelReady,
  publicChannel,
  leadLink,
  displayName,
  assigneeName,
  courseOf,
  readyChannels,
  leadLines,
  leadValues,
  robotLeadMessage,
  renderLeadNotices,
  takeSlot,
  postToRobot,
}
