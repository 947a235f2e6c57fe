// Copy of the home page.

export const homeSections = {
  courses: {
    title: '四大课程，覆盖转型全程',
    lead: '从高管战略共识、项目落地到营销增长与生态合作，按企业所处阶段选择。',
    helpText: '不确定哪门课程适合您的团队？',
    help: { label: '预约顾问咨询', path: '/contact' },
  },
  figures: { title: '用结果说话', lead: '每一个数字背后，都是一家真实企业的转型之路。' },
  partner: {
    eyebrow: '光合行动',
    title: 'ISV 伙伴计划：技术、商业、市场三重赋能',
    lead: '加入光合行动，与我们一起把行业 AI 方案做深、做透、卖出去。入选伙伴获得云上适配支持、联合解决方案打造与联合市场推广。',
    cta: { label: '了解光合行动', path: '/guanghe' },
  },
} as const
