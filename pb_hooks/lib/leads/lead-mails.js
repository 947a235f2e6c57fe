// The mails a lead calls for, rendered from the views: the team notification (one per address of
// 通知邮箱) and the visitor's auto-reply. Pure: the settings and the lead in, `{kind, recipient,
// subject, body}` out; lib/mail/queue.js queues them in the lead's transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const replyPromise = require(`${__hooks}/lib/shared/reply-promise.json`)
const { splitTeamAddresses } = require(`${__hooks}/lib/shared/team-addresses.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { render } = require(`${__hooks}/lib/mail/views.js`)

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
 * The mails a lead (not yet saved) calls for, rendered: the team notification (when on and
 * addressed) and the visitor's auto-reply. Rendered before the lead's transaction, so the time
 * it takes never holds the database's single writer. The auto-reply repeats no free text the
 * visitor wrote except their name; the team mail carries the whole lead.
 * @returns {{kind: string, recipient: string, subject: string, body: {html: string, text: string}}[]}
 */
function renderLeadMails(settings, lead, now) {
  const siteName = settings.getString('site_name')
  const timezone = siteTimezone(settings)
  const formTypeLabel = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
  const fallback = (value) => value || '未填写'
  const course = [lead.getString('course_name'), lead.getString('course_id')].filter((v) => v).join(' / ')
  const name = lead.getString('name')
  const mails = []

  // One row per team address: each is claimed, retried and shown in the log on its own.
  const team = splitTeamAddresses(settings.getString('notification_email'))
  if (settings.getBool('notifications_enabled') && team.length > 0) {
    const subject = `【新线索】${formTypeLabel} - ${name}`
    const body = render('team-notification', {
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
    })
    team.forEach((recipient) => mails.push({ kind: 'team_notification', recipient, subject, body }))
  }

  const visitor = lead.getString('email')
  if (visitor) {
    mails.push({
      kind: 'auto_reply',
      recipient: visitor,
      // Worded like the body's first line: a form's name (联系我们) reads wrongly after 感谢您的.
      subject: `感谢您通过“${formTypeLabel}”与我们联系，我们将在${replyPromise.withinHours}小时内与您联系 - ${siteName}`,
      body: render('auto-reply', {
        name,
        form_type_label: formTypeLabel,
        reply_hours: String(replyPromise.withinHours),
        urgent_contact: urgentContactLine(settings.getString('contact_phone'), settings.getString('working_hours')),
        site_name: siteName,
        site_description: settings.getString('site_description'),
      }),
    })
  }
  return mails
}

module.exports = { renderLeadMails }
