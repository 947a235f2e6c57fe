// The mails a lead calls for, rendered from the published templates (邮件模板; defaults in views/): the
// team notification (one per address of 通知邮箱) and the visitor's auto-reply. Pure: the settings,
// the lead and the templates in, `{kind, recipient, subject, body}` out; lib/mail/queue.js queues them
// in the lead's transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const replyPromise = require(`${__hooks}/lib/shared/reply-promise.json`)
const { splitTeamAddresses } = require(`${__hooks}/lib/shared/team-addresses.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { fillTemplate } = require(`${__hooks}/lib/shared/message-templates.js`)
const { escapeHtml } = require(`${__hooks}/lib/shared/escape-html.js`)

/**
 * The auto-reply's line for urgent matters: the phone with its hours when set (the hours only when
 * set too), nothing without a phone (a fresh install has none until staff enter it).
 */
function urgentContactLine(phone, hours) {
  const number = phone.trim()
  if (!number) return ''
  const when = hours.trim()
  return `如有紧急事宜，欢迎直接致电 ${number}${when ? `（${when}）` : ''}。`
}

/**
 * What a lead's mails fill in, by the renderer's names (message-templates.json maps the placeholders
 * staff write to them): `{team, reply}`, the team mail's values and the auto-reply's. The auto-reply
 * gets nothing the visitor wrote but their name.
 */
function leadMailValues(settings, lead, now) {
  const siteName = settings.getString('site_name')
  const timezone = siteTimezone(settings)
  const formTypeLabel = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
  const fallback = (value) => value || '未填写'
  const course = [lead.getString('course_name'), lead.getString('course_id')].filter((v) => v).join(' / ')
  const name = lead.getString('name')
  return {
    team: {
      name,
      email: lead.getString('email'),
      phone: fallback(lead.getString('phone')),
      company: fallback(lead.getString('company')),
      position: fallback(lead.getString('position')),
      message: fallback(lead.getString('message')),
      form_type_label: formTypeLabel,
      course: fallback(course),
      submission_time: localTime(now, timezone),
      timezone_name: enums.timezoneNames[timezone] || timezone,
      site_name: siteName,
    },
    reply: {
      name,
      form_type_label: formTypeLabel,
      reply_hours: String(replyPromise.withinHours),
      urgent_contact: urgentContactLine(settings.getString('contact_phone'), settings.getString('working_hours')),
      site_name: siteName,
      site_description: settings.getString('site_description'),
    },
  }
}

/**
 * One mail template filled: `{subject, body: {html, text}}`. In the HTML body every value is escaped,
 * and {紧急联系} is its own paragraph, or nothing without a phone.
 * @param {string} key auto_reply or team_notification
 * @param {Record<string, string>} template its published values (subject, html, text)
 * @param {Record<string, string>} values
 */
function renderMail(key, template, values) {
  /** @type {Record<string, unknown>} */
  const htmlValues = Object.assign({}, values)
  if (values.urgent_contact !== undefined) htmlValues.urgent_contact = values.urgent_contact ? { html: `<p>${escapeHtml(values.urgent_contact)}</p>` } : ''
  return {
    subject: fillTemplate(key, template.subject, values, false),
    body: { html: fillTemplate(key, template.html, htmlValues, true), text: fillTemplate(key, template.text, values, false) },
  }
}

/**
 * The mails a lead (not yet saved) calls for, rendered: the team notification (when on and
 * addressed) and the visitor's auto-reply. Rendered before the lead's transaction, so the time
 * it takes never holds the database's single writer. The auto-reply repeats no free text the
 * visitor wrote except their name; the team mail carries the whole lead.
 * @param {Record<string, Record<string, string>>} templates the published templates by key (lib/core/message-templates.js)
 * @returns {{kind: string, recipient: string, subject: string, body: {html: string, text: string}}[]}
 */
function renderLeadMails(settings, lead, now, templates) {
  const values = leadMailValues(settings, lead, now)
  const mails = []

  // One row per team address: each is claimed, retried and shown in the log on its own.
  const team = splitTeamAddresses(settings.getString('notification_email'))
  if (settings.getBool('notifications_enabled') && team.length > 0) {
    const mail = renderMail('team_notification', templates.team_notification, values.team)
    team.forEach((recipient) => mails.push({ kind: 'team_notification', recipient, subject: mail.subject, body: mail.body }))
  }

  const visitor = lead.getString('email')
  if (visitor) {
    const mail = renderMail('auto_reply', templates.auto_reply, values.reply)
    mails.push({ kind: 'auto_reply', recipient: visitor, subject: mail.subject, body: mail.body })
  }
  return mails
}

module.exports = { leadMailValues, renderLeadMails, renderMail }
