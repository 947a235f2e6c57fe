// The company's standard refund and deferral rules. The spec states them for the strategy class
// only (15 days or more before the start 10% fee, 7 to 14 days 30%, within 7 days no refund; free
// deferral); the paid courses whose rules it leaves unstated publish these as the company default.
import type { Policies } from './types'

export const standardPolicies: Policies = {
  refund: [
    { minDaysBefore: 15, feePercent: 10 },
    { minDaysBefore: 7, feePercent: 30 },
    { minDaysBefore: 0, feePercent: 100 },
  ],
  deferral: { free: true, text: '因故无法按期参加，可免费保留学位至下一期课程。' },
  notes: ['退款申请以书面（邮件）形式提交，以收到申请之日计算距开课天数。'],
}
