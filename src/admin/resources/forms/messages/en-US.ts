// The 表单数据 (leads) screens' texts in English, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      formTypes: {
        course_registration: 'Course registration',
        contact: 'Contact us',
        consultation: 'Free consultation',
        partner_application: 'Guanghe application',
      },
      submissionStatuses: { pending: 'Pending', contacted: 'Contacted', quoted: 'Quoted', completed: 'Completed', lost: 'Lost' },
    }),
    forms: {
      urgency: {
        soon: 'Due soon',
        overdue: 'Overdue',
        waited: 'Waiting %{time}',
        filter: 'Reply time',
        mine: 'My leads',
        assignee: 'Assignee',
        unassigned: 'Unassigned',
        assign: 'Assign to…',
      },
      stats: {
        title: 'Lead statistics',
        total: 'Total submissions',
        pending: 'Pending',
        contacted: 'Contacted',
        completed: 'Completed',
        conversionRate: 'Conversion rate',
      },
      status: {
        markContacted: 'Mark as contacted',
        markCompleted: 'Mark as completed',
        updating: 'Updating status...',
        updated: 'Status updated!',
        failed: 'Updating the status failed, please try again',
        bulk: 'Change status',
      },
      delete: {
        deleting: 'Deleting submission...',
        title: 'Delete form submission',
        confirm: 'Are you sure you want to delete this form submission?',
        bulkConfirm:
          'Are you sure you want to delete the selected form submission? |||| Are you sure you want to delete the %{smart_count} selected form submissions?',
        done: 'Submission deleted!',
        failed: 'Deleting the submission failed, please try again',
      },
      export: {
        done: 'Exported leads: %{count}',
        failed: 'Export failed, please try again',
        fileName: 'leads-%{day}.csv',
        xlsxFileName: 'leads-%{day}.xlsx',
        csv: 'CSV file (.csv)',
        xlsx: 'Excel file (.xlsx)',
      },
      live: {
        newLead: 'New lead: %{name}',
      },
      show: {
        submitted: 'Submission',
        source: 'Source',
        timeline: 'Timeline',
        duplicates: 'Possible duplicates',
        mails: 'Related mails',
        empty: 'Not given',
        consentGiven: 'Accepted the privacy policy',
        consentGivenVersion: 'Accepted the privacy policy (version %{version})',
        consentMissing: 'Not accepted',
        noMails: 'No related mails',
        replyBounced: 'The auto-reply bounced: the address the visitor gave may be wrong, call them instead: %{reason}',
        noDuplicates: 'No other lead with the same e-mail address or phone number',
        noActivity: 'Nothing recorded yet',
        visitorOrSystem: 'Visitor/system',
      },
      notes: {
        label: 'Note',
        add: 'Add note',
        added: 'Note added',
        empty: 'Please enter the note',
        failed: 'Adding the note failed, please try again',
      },
    },
  },
  resources: {
    forms: {
      name: 'Form submissions',
      fields: {
        created: 'Submitted',
        form_type: 'Type',
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        contact: 'Contact',
        company: 'Company',
        position: 'Position',
        message: 'Message',
        course: 'Course',
        course_id: 'Course ID',
        course_name: 'Course name',
        company_size: 'Company size',
        industry: 'Industry',
        status: 'Status',
        consent: 'Privacy consent',
        landing_path: 'Landing page',
        referrer: 'Referrer',
        utm_source: 'UTM source',
        utm_medium: 'UTM medium',
        utm_campaign: 'UTM campaign',
        ip_address: 'IP address',
        notes: 'Notes',
        user_agent: 'Browser (user agent)',
        actions: 'Actions',
        q: 'Search',
      },
      filters: { from: 'From', to: 'To' },
      searchPlaceholder: 'Search name, e-mail, phone, company or message',
    },
  },
}

export default messages
