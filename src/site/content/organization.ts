// The company as search engines should know it (schema.org Organization on the home page).
import { siteUrl } from '../env'
import { siteDescription, siteName } from '../../lib/site-meta'

export const organization = {
  '@type': 'Organization',
  name: siteName,
  url: `${siteUrl}/`,
  description: siteDescription,
  areaServed: 'CN',
  knowsAbout: ['人工智能', '企业数字化转型', 'AI 战略', '大模型应用', '企业培训'],
} as const
