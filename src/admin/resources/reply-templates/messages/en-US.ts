// Reply templates and replies from a lead in English, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const texts: Texts<typeof zhCN> = {
  app: {
    replies: {
      panel: {
        title: 'Reply by e-mail',
        template: 'Reply template',
        chooseTemplate: 'Choose a template (optional)',
        noTemplates: 'No reply templates yet',
        manage: 'Manage templates',
        to: 'To: %{email}',
        write: 'Write',
        fold: 'Fold',
        send: 'Send',
        sending: 'Sending the mail...',
        sent: 'The mail is queued and goes out within a minute',
        failed: 'Could not send the mail, please try again',
        filling: 'Filling in the template...',
        fillFailed: 'Could not fill in the template, please try again',
        replaceTitle: 'Replace what you wrote?',
        replaceBody: 'Choosing a template replaces the current subject and text.',
        firstReply: 'Once the first reply is sent, this lead is marked as contacted.',
        noEmail: 'This lead has no e-mail address to reply to.',
      },
    },
  },
  resources: {
    'reply-templates': {
      name: 'Reply templates',
      add: 'New template',
      empty: 'No reply templates yet. Choose “New template” to write the team’s usual replies; they are offered when replying from a lead.',
      fields: {
        title: 'Template name',
        subject: 'Subject',
        body: 'Text',
        updated: 'Updated',
      },
      slots: 'Fields (click to insert into the text)',
      slotsHint: "Before sending, each field becomes the lead's value, e.g. {姓名} becomes the visitor's name; a field the lead left empty stays empty, so check before sending.",
      notify: {
        created: 'Reply template created',
        updated: 'Reply template saved',
      },
      searchPlaceholder: 'Search names, subjects or text',
    },
  },
}

export default texts
