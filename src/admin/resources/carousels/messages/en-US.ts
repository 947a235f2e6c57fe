// The 轮播图管理 (slides) screens' texts in English, key for key those of zh-CN.ts.
import { enumTexts } from '../../../providers/enum-labels'
import type { Texts } from '../../../providers/i18n'
import zhCN, { enumGroups } from './zh-CN'

const messages: Texts<typeof zhCN> = {
  app: {
    enums: enumTexts(enumGroups, {
      carouselPages: { home: 'Home', products: 'Products & services', guanghe: 'Guanghe', about: 'About us' },
      sitePages: {
        home: 'Home',
        products: 'Products & services',
        products_courses: 'Courses',
        products_capabilities: 'Capabilities',
        courses_strategy: 'AI Strategy Programme',
        courses_practical: 'AI Practical Camp',
        courses_marketing: 'AI Marketing Workshop',
        courses_ecosystem: 'AI Ecosystem Closed-door Summit',
        guanghe: 'Guanghe',
        guanghe_apply: 'Guanghe · Apply',
        about: 'About us',
        'market-activities': 'Market activities',
        news: 'News',
        contact: 'Contact us',
      },
    }),
  },
  resources: {
    carousels: {
      name: 'Slides',
      pageCreate: 'New slide',
      fields: {
        image: 'Image',
        title: 'Title',
        subtitle: 'Subtitle',
        description: 'Description',
        button_text: 'Button text',
        button_link: 'Button link',
        link_choice: 'Button link',
        custom_link: 'Custom link',
        page_id: 'Page',
        order_index: 'Order',
        active: 'Active',
        status: 'Status',
        stats: 'Figures',
        actions: 'Actions',
      },
      statsShown: 'The public slide shows only the first %{shown} (%{narrow} on a phone); up to %{max} can be filled in',
      stats: { label: 'Label', value: 'Value', add: 'Add figure', remove: 'Remove figure' },
      status: { active: 'Active', inactive: 'Inactive' },
      actions: {
        moveUp: 'Move up',
        moveDown: 'Move down',
        enable: 'Enable',
        disable: 'Disable',
        edit: 'Edit',
        add: 'Add slide',
      },
      empty: 'This page has no slides yet; click Add to create the first one',
      noImage: 'No image',
      customLinkHint: 'A site address starting with /, or a full web address',
      customLinkInvalid: 'Please enter a site address starting with / or a full web address',
      statsCount: 'A slide needs 1 to 5 figures',
      pageTabs: 'Filter by page',
      orderHint: 'Lower numbers come first; leave empty to place it last on its page',
      links: { none: 'No link', custom: 'Custom link', option: '%{label} (%{path})' },
      notifications: {
        creating: 'Creating slide...',
        saving: 'Saving slide...',
        created: 'Slide created!',
        updated: 'Slide saved!',
        deleted: 'Slide deleted!',
        createFailed: 'Creating the slide failed, please try again',
        saveFailed: 'Saving the slide failed, please try again',
        orderFailed: 'Updating the slide order failed',
        deleteFailed: 'Deleting the slide failed, please try again',
      },
      delete: { title: 'Delete slide', confirm: 'Are you sure you want to delete this slide?' },
    },
  },
}

export default messages
