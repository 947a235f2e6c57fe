// Labels of the company contact data and the official filing links Chinese law requires.
import pageData from '@shared/page-data.json' with { type: 'json' }
import { replyWithinHours } from './figures'

export const contactLabels = {
  heading: '联系方式',
  phone: '电话咨询',
  email: '邮件咨询',
  emailNote: `我们将在${replyWithinHours}小时内回复`,
  address: '公司地址',
  hours: '工作时间',
} as const

/** The contact page's form heading. */
export const contactFormHeading = '给我们留言'

/** The MIIT ICP filing lookup every site with an ICP number must link to. */
export const icpLookupUrl = pageData.filings.icpLookupUrl

/** The public-security filing lookup for one filing number (its digits are the query code). */
export function policeLookupUrl(policeNumber: string): string {
  const code = policeNumber.replace(/\D/g, '')
  return `${pageData.filings.policeLookupUrl}${code}`
}
