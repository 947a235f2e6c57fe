// The ISV合作伙伴 (partners) screens' texts in English, key for key those of zh-CN.ts.
import type { Texts } from '../../../providers/i18n'
import type zhCN from './zh-CN'

const messages: Texts<typeof zhCN> = {
  resources: {
    'isv-partners': {
      name: 'ISV partners',
      fields: {
        name: 'Company name',
        logo: 'Logo',
        field: 'Field',
        description: 'Description',
        achievements: 'Achievements',
        tags: 'Tags',
        website_url: 'Website',
        contact_email: 'Contact e-mail',
        order_index: 'Display order',
        active: 'Status',
      },
      subtitle: 'The ISV partners shown on the Guanghe page',
      add: 'Add partner',
      empty: 'No ISV partners yet; click Add to create the first one',
      modal: {
        createTitle: 'Add ISV partner',
        editTitle: 'Edit ISV partner',
        create: 'Create',
        update: 'Update',
        saving: 'Saving...',
        cancel: 'Cancel',
      },
      form: {
        fieldPlaceholder: 'e.g. smart manufacturing, fintech',
        achievement: 'Achievement %{n}',
        tag: 'Tag %{n}',
        logoHint: 'A square image is best, 200×200',
        invalidUrl: 'Please enter a valid web address',
      },
      status: {
        active: 'Active',
        inactive: 'Inactive',
        disable: 'Click to disable',
        enable: 'Click to enable',
      },
      card: {
        order: 'Display order: %{order}',
        logoAlt: '%{name} logo',
      },
      delete: {
        title: 'Delete partner',
        confirm: 'Are you sure you want to delete this partner?',
      },
      notify: {
        created: 'Partner created!',
        updated: 'Partner updated!',
        deleting: 'Deleting the partner...',
        deleted: 'Partner deleted!',
        enabled: 'Partner enabled',
        disabled: 'Partner disabled',
        createFailed: 'Creating the partner failed, please try again',
        updateFailed: 'Updating the partner failed, please try again',
        deleteFailed: 'Deleting the partner failed, please try again',
        toggleFailed: 'Updating the status failed, please try again',
      },
    },
  },
}

export default messages
