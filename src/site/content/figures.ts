// Headline figures, defined once: the home page's six and the programme's four (partner
// programme and course pages).

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

/** Reply promise of every lead form, in hours. */
export const replyWithinHours = 24
