// What each lead form shows: labels, input kinds and options per field, and the fields of each form type.
import { offeringLabels } from '../content/courses/offering'
import type { FormType, LeadField } from './lead-schema'

export interface FieldSpec {
  label: string
  input: 'text' | 'email' | 'tel' | 'textarea' | 'select'
  autoComplete?: string
  placeholder?: string
  options?: readonly string[]
}

export const fieldSpecs: Partial<Record<LeadField, FieldSpec>> = {
  name: { label: '姓名', input: 'text', autoComplete: 'name', placeholder: '请输入您的姓名' },
  email: { label: '邮箱', input: 'email', autoComplete: 'email', placeholder: 'name@company.com' },
  phone: { label: '手机号码', input: 'tel', autoComplete: 'tel', placeholder: '11位手机号码' },
  company: { label: '公司名称', input: 'text', autoComplete: 'organization', placeholder: '请输入公司名称' },
  position: { label: '职位', input: 'text', autoComplete: 'organization-title', placeholder: '例如：总经理、CIO' },
  message: { label: '留言内容', input: 'textarea', placeholder: '请简要描述您的需求（500字以内）' },
  company_size: { label: '企业规模', input: 'select', options: ['50人以下', '50-199人', '200-999人', '1000-4999人', '5000人及以上'] },
  industry: {
    label: '所属行业',
    input: 'select',
    options: ['智能制造', '金融科技', '零售电商', '医疗健康', '能源电力', '教育培训', '物流交通', '政务公共', '其他'],
  },
}

/** The visible fields of each form type, in order. */
export const fieldsByFormType: Record<FormType, readonly LeadField[]> = {
  consultation: ['name', 'email', 'phone', 'company', 'position', 'message'],
  contact: ['name', 'email', 'phone', 'company', 'position', 'message'],
  course_registration: ['name', 'email', 'phone', 'company', 'position', 'message'],
  partner_application: ['company', 'name', 'position', 'phone', 'email', 'company_size', 'industry', 'message'],
}

/** What the visitor's details are processed for, as the consent box says it (同意贵司为…处理我的个人信息). */
export const consentPurposeByFormType: Record<FormType, string> = {
  consultation: '回复本次咨询',
  contact: '回复本次留言',
  // A course page passes its own (the closed-door meeting's is 审核本次参会申请).
  course_registration: offeringLabels.course.consentPurpose,
  partner_application: '审核本次合作申请',
}
