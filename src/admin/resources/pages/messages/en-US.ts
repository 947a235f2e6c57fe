// The page management screens' texts in English: exactly the keys of zh-CN.ts.
export default {
  resources: {
    pages: {
      name: 'Pages',
      subtitle: 'Each public page’s title, description and share image (browser tabs, search results and share cards), the words of the pages (headings, figures, about, the partner programme, the contact blurb), and the text of the privacy policy and the terms.',
      editTitle: 'Edit page: %{path}',
      fields: {
        path: 'Address',
        title: 'Page title',
        description: 'Page description',
        share_image: 'Share image',
        body: 'Text',
        version: 'Version',
        effective_date: 'Effective date',
        state: 'State',
      },
      form: {
        titleHint: 'Shown in browser tabs and search results; the site name is added after it.',
        factsHint: '%{token} becomes the course’s published duration, seats and price.',
        shown: 'Search results show: %{text}',
        bodyHint: 'Formatting is cleaned on save by the news body rules.',
        versionHint: 'For example 1.1; each lead records the privacy policy version the visitor accepted.',
      },
      shareImage: {
        hint: 'Shown when the page is shared (WeChat and others), cropped to 1200×630; a landscape image works best. Takes effect when saved.',
        save: 'Save share image',
        saving: 'Saving the share image...',
        saved: 'Share image saved',
        failed: 'The share image could not be saved, please try again',
      },
    },
  },
}
