// Who a lead can be assigned to: the active accounts of the roles that work leads (admins and sales), by id,
// username and name (staff otherwise see only their own record), for the leads desk's 负责人 column, filter and
// choice; and how a new 负责人 hears of it: the team's robots (naming (at-mentioning) them where the platform can) and
// a mail to their own address, both queued in the assignment's transaction.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const roles = require(`${__hooks}/lib/shared/roles.js`)
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { queueLeadMails } = require(`${__hooks}/lib/mail/queue.js`)
const { render } = require(`${__hooks}/lib/mail/views.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { DEFAULT_EMAIL_DOMAIN } = require(`${__hooks}/lib/staff/staff-accounts.js`)

/** The roles a lead can be assigned to: those that may update leads (the roles table). */
const ASSIGNABLE_ROLES = roles.STAFF_ROLES.filter((role) => roles.collectionAccess(role, 'form_submissions', 'update') === 'all')

/** The active accounts a lead can be assigned to, by username. */
function assignableStaff(app) {
  const filter = `disabled = false && (${ASSIGNABLE_ROLES.map((_, i) => `role = {:role${i}}`).join(' || ')})`
  const params = {}
  ASSIGNABLE_ROLES.forEach((role, i) => (params[`role${i}`] = role))
  return app.findRecordsByFilter('staff', filter, 'username', 0, 0, params)
}

/** Whether `id` is an account a lead can be assigned to now. */
function isAssignable(app, id) {
  return assignableStaff(app).some((row) => row.id === id)
}

/** How staff are named to colleagues: their name, else their username; '' for no such account. */
function staffName(app, id) {
  try {
    return robots.displayName(app.findRecordById('staff', id))
  } catch (_) {
    return ''
  }
}

/**
 * `GET /api/admin/staff/names`: `[{id, username, name}]` of the accounts that work leads, by username,
 * disabled ones included with `disabled: true` (a lead they had still shows whose it was; the 负责人
 * choice offers only the active ones).
 */
function staffNames(e) {
  const filter = ASSIGNABLE_ROLES.map((_, i) => `role = {:role${i}}`).join(' || ')
  const params = {}
  ASSIGNABLE_ROLES.forEach((role, i) => (params[`role${i}`] = role))
  return e.json(
    200,
    e.app
      .findRecordsByFilter('staff', filter, 'username', 0, 0, params)
      .map((row) => ({ id: row.id, username: row.getString('username'), name: row.getString('name'), disabled: row.getBool('disabled') })),
  )
}

/** The robots' at-mention of a staff member: their mobile number, when set. */
function mentionsOf(staff) {
  const mobile = staff ? staff.getString('mobile') : ''
  return mobile ? [mobile] : []
}

/**
 * Queues, with `app` (the assignment's transaction), what tells a lead's new 负责人: one message per ready
 * robot naming them (its title says who, its lines are what the robot's content choice carries, and it
 * at-mentions their mobile number where the platform can), and a mail to their own address unless they
 * assigned it to themselves or have none. Nothing when the lead was unassigned. Delivered like any
 * outbox row (claimed once, retried, in the log). Returns how many rows were queued.
 */
function notifyAssignee(app, lead, actorRecord, now) {
  const id = lead.getString('assignee')
  if (!id) return 0
  let staff = null
  try {
    staff = app.findRecordById('staff', id)
  } catch (_) {
    return 0
  }
  const assignee = robots.displayName(staff)
  const settings = findSiteSettings(app)
  const formType = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
  const created = new Date(lead.getString('created').replace(' ', 'T'))
  const subject = fill(notify.messages.assignedTitle, { formType, name: lead.getString('name'), assignee })
  const mentions = mentionsOf(staff)
  const rows = robots.readyChannels(app).map((row) => ({
    kind: 'assigned_notice',
    channel: row.getString('channel'),
    recipient: '',
    subject,
    mentions,
    body: { html: '', text: [subject, ...robots.leadLines(app, lead, robots.contentOf(row), created, settings, assignee)].join('\n') },
  }))
  const self = actorRecord && actorRecord.collection().name === 'staff' && actorRecord.id === id
  // An account made without an address has a placeholder one that receives nothing.
  const address = staff.getString('email')
  if (address && !address.toLowerCase().endsWith(`@${DEFAULT_EMAIL_DOMAIN}`) && !self) {
    const timezone = siteTimezone(settings)
    const assigner = actorRecord && actorRecord.collection().name === 'staff' ? robots.displayName(actorRecord) : notify.messages.assignedBySystem
    const fallback = (value) => value || '未填写'
    rows.push({
      kind: 'assigned_notice',
      channel: 'email',
      recipient: address,
      subject: fill(notify.messages.assignedMailSubject, { formType, name: lead.getString('name') }),
      mentions: [],
      body: render('assigned-notice', {
        assigner,
        form_type_label: formType,
        name: lead.getString('name'),
        company: fallback(lead.getString('company')),
        phone: fallback(lead.getString('phone')),
        email: fallback(lead.getString('email')),
        course: fallback(robots.courseOf(lead)),
        submission_time: localTime(created, timezone),
        timezone_name: enums.timezoneNames[timezone] || timezone,
        status: enums.submissionStatuses[lead.getString('status')] || lead.getString('status'),
        message: fallback(lead.getString('message')),
        link: robots.leadLink(app, lead.id),
        site_name: settings ? settings.getString('site_name') : '',
      }),
    })
  }
  if (rows.length === 0) return 0
  queueLeadMails(app, lead, rows, now)
  return rows.length
}

module.exports = { staffNames, isAssignable, staffName, notifyAssignee }
