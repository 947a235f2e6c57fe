// Headline figures, defined once: the home page's six and the programme's four (partner
// programme and course pages), and the reply promise every lead form makes.
import replyPromise from '@shared/reply-promise.json' with { type: 'json' }

export interface Figure {
  value: string
  label: string
}

export const homeFigures: readonly Figure[] = [
  { value: '1000+', label: '服务企业' },
  { value: '500+', label: '成功案例' },
  { value: '99%', label: '客户满意度' },
  { value: '15', label: '覆盖行业' },
  { value: '20+', label: '认证导师' },
  { value: '5000+', label: '培训学员' },
]

export const programmeFigures: readonly Figure[] = [
  { value: '1000+', label: '培训企业' },
  { value: '500+', label: '落地项目' },
  { value: '20+', label: '认证导师' },
  { value: '99%', label: '客户满意度' },
]

/** Reply promise of every lead form, in hours; the server's auto-reply makes it too. */
export const replyWithinHours: number = replyPromise.withinHours
