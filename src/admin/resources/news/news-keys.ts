// Translation keys of the news screens' publish and pin buttons (their texts: messages/, under resources.news).
export const newsKeys = {
  publish: {
    publish: 'resources.news.actions.publish',
    unpublish: 'resources.news.actions.unpublish',
    publishing: 'resources.news.notify.publishing',
    unpublishing: 'resources.news.notify.unpublishing',
    published: 'resources.news.notify.published',
    unpublished: 'resources.news.notify.unpublished',
    failed: 'resources.news.notify.toggleFailed',
  },
  feature: {
    feature: 'resources.news.actions.feature',
    unfeature: 'resources.news.actions.unfeature',
    featuring: 'resources.news.notify.featuring',
    unfeaturing: 'resources.news.notify.unfeaturing',
    featured: 'resources.news.notify.featured',
    unfeatured: 'resources.news.notify.unfeatured',
    failed: 'resources.news.notify.toggleFailed',
  },
} as const
