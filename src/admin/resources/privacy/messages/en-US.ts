// The personal-data requests screen's texts in English, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      privacyRequestTypes: { access: 'Access and copy', erase: 'Erasure' },
      privacyRequestStatuses: { pending: 'Pending', done: 'Done', no_match: 'Nothing held' },
    }),
    privacy: {
      intro: 'Under the Personal Information Protection Law a person may see, copy and erase what this site holds about them. Find everything held for a phone number or e-mail, then export or erase it; every handling is written to the request log below.',
      none: 'None',
      places: {
        form_submissions: 'Leads',
        lead_notes: 'Notes',
        mail_outbox: 'Mail and robot messages',
        activity_log: 'Activity log',
      },
      find: {
        title: 'Find personal data',
        contact: 'Phone or e-mail',
        contactHint: 'Spaces, +86 or 0086 are fine; e-mail in any case',
        submit: 'Find',
        failed: 'Finding failed, please try again',
      },
      result: {
        label: 'Result',
        title: 'Personal data of %{masked}',
        total: '%{smart_count} record |||| %{smart_count} records',
        none: 'Nothing is held for this contact',
        leads: 'Their leads',
      },
      handle: {
        request: 'Registered request',
        requestHint: 'Choose it when handling a registered request; it is closed by the handling',
        requestNone: 'None (received now)',
        requestItem: '%{type} · received %{day}',
        receivedOn: 'Request received on',
        receivedHint: 'The due day is counted in working days from this day',
        export: 'Export (JSON + Excel)',
        exporting: 'Exporting...',
        exported: 'Exported; the file is downloaded',
        exportFailed: 'Export failed, please try again',
        erase: 'Erase',
        erased: 'The personal data of this contact is erased',
        eraseFailed: 'Erasure failed, please try again',
        adminsOnly: 'Exports and erasures are handled by admins.',
      },
      confirm: {
        title: 'Erase the personal data of %{masked}?',
        body: 'These %{smart_count} records are all erased or anonymised at once; this cannot be undone:',
        leads: 'Leads keep their type, status and time (the dashboard and counts stay right); name, contact, company, message, IP and the rest are cleared',
        mails: 'Mail and robot messages not yet sent are never sent; sent ones keep only their status and time',
        notes: 'Notes are deleted',
        activity: 'The activity log keeps who did what and when, without this contact',
        submit: 'Erase',
      },
      backups: {
        schedule: 'Backups: scheduled backups (%{cron}, UTC) keep the last %{keep}; a backup from before the erasure is gone once %{keep} more have been made (about %{keep} days when daily).',
        noSchedule: 'Backups: no scheduled backups are set.',
        replication: 'Continuous replica (Litestream): gone within about 2 days.',
        restore: 'Backups made by hand are never cleared by themselves; after restoring one from before the erasure, the erasures made since must be made again.',
      },
      register: {
        title: 'Register a request',
        hint: 'A request received but not handled yet is registered first: its due day counts working days, and an overdue one shows on the dashboard. Choose it under "Registered request" when handling it.',
        submit: 'Register',
        done: 'Request registered, due %{due}',
        failed: 'Registering failed, please try again',
      },
      log: {
        title: 'Request log',
        overdue: 'Overdue',
        late: 'Handled late',
        received: 'received %{day}',
        due: 'due %{day}',
        handled: 'handled by %{name} at %{time}',
      },
      retention: {
        title: 'Retention runs',
        hint: 'Every day at 02:30 the leads older than the lead retention period (Settings → General) are anonymised, with their mail, robot messages, notes and activity; one line a month with the runs and what they anonymised.',
        month: 'Month',
        runs: 'Runs',
        lastRun: 'Last run',
        period: 'Retention %{months} months',
        counts: 'Anonymised',
        empty: 'Not run yet',
      },
      backlog: {
        pending: 'Personal-data requests: %{pending} pending',
        overdue: 'Personal-data requests: %{pending} pending, %{overdue} of them past their due day',
        open: 'Handle',
      },
    },
  },
  resources: {
    privacy: {
      name: 'Personal-data requests',
      fields: {
        type: 'Request',
        status: 'Status',
        contact_masked: 'Contact',
        received_on: 'Received',
        due_on: 'Due',
        handler_name: 'Handled by',
        handled_at: 'Handled by and when',
        counts: 'Result',
      },
    },
  },
}

export default messages
