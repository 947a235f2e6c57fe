// Contacts and the contact panel on a lead's page in English, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const texts: Texts<typeof zhCN> = {
  app: {
    contacts: {
      panel: {
        title: 'Contact',
        pending: 'Being grouped under a contact…',
        open: 'Open contact',
        leads: '%{smart_count} lead |||| %{smart_count} leads',
        others: "This contact's other leads",
        noOthers: "This is the contact's first lead",
      },
      show: {
        leads: 'Leads',
        merged: 'Contacts merged into this one',
        history: 'History',
        mergedInto: 'Merged into "%{name}"; its leads show there.',
        noHistory: 'Nothing yet',
        save: 'Save',
        saving: 'Saving the contact...',
        saved: 'Contact saved',
        saveFailed: 'Could not save the contact, please try again',
      },
      merge: {
        button: 'Merge into…',
        title: 'Merge contacts',
        hint: 'Merge "%{name}" and its leads into another contact (the same person with a new phone or address). You can undo it.',
        search: 'Find the contact to merge into: name, company, phone or e-mail',
        confirm: 'Merge',
        merging: 'Merging the contacts...',
        merged: 'Merged into "%{name}"',
        failed: 'Could not merge the contacts, please try again',
      },
      unmerge: {
        button: 'Undo merge',
        title: 'Undo merge',
        confirm: 'Take "%{name}" and its leads out of "%{target}"? They will not be merged automatically again.',
        working: 'Undoing the merge...',
        done: 'Merge undone',
        failed: 'Could not undo the merge, please try again',
      },
      list: {
        byCompany: 'By company',
        filterCompany: 'Only this company',
      },
    },
  },
  resources: {
    contacts: {
      name: 'Contacts',
      fields: {
        name: 'Name',
        company: 'Company',
        lead_count: 'Leads',
        last_lead_at: 'Latest',
        phones: 'Phone',
        emails: 'E-mail',
        contact: 'Contact details',
        q: 'Search',
      },
      searchPlaceholder: 'Search name, company, phone or e-mail',
    },
  },
}

export default texts
