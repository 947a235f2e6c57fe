// Where the header and footer link to. Labels that differ from the route titles live here.

export interface NavItem {
  path: string
  label: string
}

/** The header's main navigation. */
export const headerNav: readonly NavItem[] = [
  { path: '/', label: '首页' },
  { path: '/products', label: '产品服务' },
  { path: '/products/courses', label: '课程中心' },
  { path: '/guanghe', label: '光合行动' },
  { path: '/market-activities', label: '市场活动' },
  { path: '/about', label: '关于我们' },
  { path: '/contact', label: '联系我们' },
]

/** Footer link groups; their labels are the routes' own titles. */
export const footerGroups: readonly { heading: string; paths: readonly string[] }[] = [
  {
    heading: '热门课程',
    paths: ['/courses/strategy', '/courses/practical', '/courses/marketing', '/courses/ecosystem'],
  },
  { heading: '法律信息', paths: ['/legal/privacy', '/legal/terms'] },
]

export const footerCopy = {
  rights: '版权所有',
} as const

/** The navbar turns solid once the page is scrolled further than this. */
export const navbarSolidAfterPx = 50
