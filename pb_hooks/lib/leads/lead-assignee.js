// Who a lead can be assigned to: the active accounts of the roles that work leads (admins and sales), by id
// and username (staff otherwise see only their own record), for the leads desk's 负责人 choice; and the
// robots' message naming a new 负责人.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const roles = require(`${__hooks}/lib/shared/roles.js`)
const notify = require(`${__hooks}/lib/shared/notify.json`)
const { fill } = require(`${__hooks}/lib/shared/notify-rules.js`)
const robots = require(`${__hooks}/lib/notify/robots.js`)
const { queueLeadMails } = require(`${__hooks}/lib/mail/queue.js`)
const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)

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

/** `GET /api/admin/staff/names`: `[{id, username, name}]` of the assignable accounts, by username. */
function staffNames(e) {
  return e.json(
    200,
    assignableStaff(e.app).map((row) => ({ id: row.id, username: row.getString('username'), name: row.getString('name') })),
  )
}

/**
 * Queues, with `app` (the assignment's transaction), one message per ready robot naming the lead's
 * new 负责人: its title says who, its lines are what the robot's content choice carries. Nothing
 * when the lead was unassigned. Delivered like any robot row (claimed once, retried, in the log).
 */
function queueAssignedNotices(app, lead, now) {
  const assignee = robots.assigneeName(app, lead)
  if (!assignee) return 0
  const channels = robots.readyChannels(app)
  if (channels.length === 0) return 0
  const settings = findSiteSettings(app)
  const formType = enums.formTypes[lead.getString('form_type')] || lead.getString('form_type')
  const subject = fill(notify.messages.assignedTitle, { formType, name: lead.getString('name'), assignee })
  const created = new Date(lead.getString('created').replace(' ', 'T'))
  const notices = channels.map((row) => ({
    kind: 'assigned_notice',
    channel: row.getString('channel'),
    recipient: '',
    subject,
    body: { html: '', text: [subject, ...robots.leadLines(app, lead, robots.contentOf(row), created, settings, assignee)].join('\n') },
  }))
  queueLeadMails(app, lead, notices, now)
  return notices.length
}

module.exports = { staffNames, isAssignable, queueAssignedNotices }
