// Copy of the pages served with an error status: not found (404) and maintenance (503).

export const notFoundPage = {
  title: '页面未找到',
  description: '您访问的页面不存在或已被移动。',
  lead: '您访问的页面不存在或已被移动，请检查网址，或从下面的链接继续浏览。',
  links: [
    { path: '/', label: '返回首页' },
    { path: '/products/courses', label: '浏览课程' },
    { path: '/contact', label: '联系我们' },
  ],
} as const

export const maintenancePage = {
  title: '网站维护中',
  description: '网站正在进行系统维护，请稍后再访问。',
  lead: '我们正在对网站进行系统维护，以便为您提供更好的服务。请稍后再访问，感谢您的耐心与理解。',
} as const
