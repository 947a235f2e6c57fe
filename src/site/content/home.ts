// Copy of the home page's hero.

export const homeHero = {
  eyebrow: 'AI 时代企业战略转型的引领者',
  primaryCta: { label: '浏览课程', path: '/products/courses' },
  secondaryCta: { label: '预约咨询', path: '/contact' },
} as const
