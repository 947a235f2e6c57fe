// One table of lead submissions with the outcome the shared rule set demands, run against the
// browser's lead resolver (unit tier) and the live server (api tier).
import rules from '../../pb_hooks/lib/shared/lead-rules.json'

export type LeadBody = Record<string, unknown>

export interface LeadCase {
  name: string
  body: LeadBody
  /** Field -> exact Chinese message; empty when the lead is accepted. */
  errors: Record<string, string>
  /** Fields as the server stores them after sanitising (checked when accepted). */
  stored?: Record<string, string>
}

const f = rules.fields
export const validLead: LeadBody = {
  form_type: 'consultation',
  name: '张三',
  email: 'zhangsan@example.com',
  phone: '13800138000',
  company: '示例科技有限公司',
  position: '总经理',
  message: '想了解 AI 战略班的课程安排。',
  consent: true,
}
const lead = (changes: LeadBody): LeadBody => ({ ...validLead, ...changes })
const without = (...fields: string[]): LeadBody =>
  Object.fromEntries(Object.entries(validLead).filter(([key]) => !fields.includes(key)))

export const leadCases: LeadCase[] = [
  { name: 'accepts a complete consultation', body: validLead, errors: {} },
  { name: 'accepts a lead with only the required fields', body: { form_type: 'contact', name: 'Li Lei', email: 'li@example.com', consent: true }, errors: {} },
  { name: 'accepts an English name with spaces', body: lead({ name: 'Mary Ann Smith' }), errors: {} },
  { name: 'accepts emoji in the message', body: lead({ message: '期待合作 🚀' }), errors: {}, stored: { message: '期待合作 🚀' } },
  {
    name: "keeps what the visitor typed: angle brackets and 'javascript:' are text, escaped where shown",
    body: lead({ company: '<b>示例</b>公司', position: '老师 <张> 说', message: ' 预算<50万，参训人数>30人 javascript:alert(1) <script>x</script> ' }),
    errors: {},
    stored: { company: '<b>示例</b>公司', position: '老师 <张> 说', message: '预算<50万，参训人数>30人 javascript:alert(1) <script>x</script>' },
  },
  {
    name: 'strips bidi overrides and isolates from free text',
    body: lead({ company: '\u202e示例\u202c公司\u2066', position: '总\u202a经\u202b理\u202d\u2067\u2068\u2069' }),
    errors: {},
    stored: { company: '示例公司', position: '总经理' },
  },
  {
    name: 'strips BEL, ESC and other controls from the message but keeps its line breaks and tabs',
    body: lead({ message: '第一行\u0007\r\n第二行\t\u001b[31m红\u0000\u007f\u0085\u009b' }),
    errors: {},
    stored: { message: '第一行\n第二行\t[31m红' },
  },
  {
    name: 'turns line breaks and tabs in a one-line field into spaces',
    body: lead({ company: '示例\n科技\t公司\u2028集团' }),
    errors: {},
    stored: { company: '示例 科技 公司 集团' },
  },
  { name: 'turns a line or paragraph separator in a name into a space', body: lead({ name: '张\u2028三\u2029丰' }), errors: {}, stored: { name: '张 三 丰' } },
  { name: 'refuses a name that is only separators and controls', body: lead({ name: '\u2028\u0007\u202e' }), errors: { name: f.name.messages.required } },
  { name: 'removes a control character but keeps the text around it', body: lead({ message: 'java\u0000script:alert(1)' }), errors: {}, stored: { message: 'javascript:alert(1)' } },
  { name: 'accepts a course registration with its course', body: lead({ form_type: 'course_registration', course_id: 'strategy', course_name: 'AI 战略班' }), errors: {} },
  {
    name: 'accepts a partner application with its required fields',
    body: lead({ form_type: 'partner_application', company_size: '100-499人', industry: '智能制造' }),
    errors: {},
  },
  { name: 'asks for the name when it is missing', body: without('name'), errors: { name: f.name.messages.required } },
  { name: 'asks for the name when it is only spaces', body: lead({ name: '   ' }), errors: { name: f.name.messages.required } },
  { name: 'refuses a one-character name', body: lead({ name: '张' }), errors: { name: f.name.messages.min } },
  { name: 'refuses a name over 50 characters', body: lead({ name: '张'.repeat(51) }), errors: { name: f.name.messages.max } },
  { name: 'refuses digits in the name', body: lead({ name: '张三3' }), errors: { name: f.name.messages.pattern } },
  { name: 'refuses emoji in the name', body: lead({ name: '张三😀' }), errors: { name: f.name.messages.pattern } },
  { name: 'refuses a markup name once sanitised', body: lead({ name: '<img src=x>' }), errors: { name: f.name.messages.pattern } },
  { name: 'asks for the e-mail when it is missing', body: without('email'), errors: { email: f.email.messages.required } },
  { name: 'refuses a malformed e-mail', body: lead({ email: 'zhangsan@' }), errors: { email: f.email.messages.pattern } },
  { name: 'refuses a disposable e-mail domain', body: lead({ email: 'x@10minutemail.com' }), errors: { email: f.email.messages.blockedDomain } },
  { name: 'refuses a disposable domain in capitals', body: lead({ email: 'x@GuerrillaMail.com' }), errors: { email: f.email.messages.blockedDomain } },
  { name: 'refuses a subdomain of a disposable domain', body: lead({ email: 'x@mail.10minutemail.com' }), errors: { email: f.email.messages.blockedDomain } },
  { name: 'refuses a deeper subdomain of a disposable domain in capitals', body: lead({ email: 'x@A.B.GuerrillaMail.com' }), errors: { email: f.email.messages.blockedDomain } },
  { name: 'accepts a domain that only ends in the letters of a disposable one', body: lead({ email: 'x@not10minutemail.com' }), errors: {} },
  { name: 'refuses a phone number with 10 digits', body: lead({ phone: '1380013800' }), errors: { phone: f.phone.messages.pattern } },
  { name: 'refuses a phone number with letters', body: lead({ phone: '1380013800a' }), errors: { phone: f.phone.messages.pattern } },
  // Spec §5: a number whose first two digits are not 13 to 19 is a region we do not serve, before any shape check.
  { name: 'refuses a phone number starting with 12 as from an unsupported region', body: lead({ phone: '12345678901' }), errors: { phone: f.phone.messages.region } },
  { name: 'refuses a phone number starting with 10 as from an unsupported region', body: lead({ phone: '10345678901' }), errors: { phone: f.phone.messages.region } },
  { name: 'refuses a landline with its area code as from an unsupported region', body: lead({ phone: '01012345678' }), errors: { phone: f.phone.messages.region } },
  { name: 'refuses a too long number from an unsupported region as such', body: lead({ phone: '234567890123' }), errors: { phone: f.phone.messages.region } },
  { name: 'refuses a number with a country prefix as invalid', body: lead({ phone: '+8613800138000' }), errors: { phone: f.phone.messages.pattern } },
  { name: 'accepts a phone number starting with 19', body: lead({ phone: '19912345678' }), errors: {} },
  // One wording for every length limit of the lead form (public spec §5): 内容不能超过N个字符.
  { name: 'refuses a company name over 100 characters', body: lead({ company: '公'.repeat(101) }), errors: { company: '内容不能超过100个字符' } },
  { name: 'accepts a company name of 100 characters', body: lead({ company: '公'.repeat(100) }), errors: {} },
  { name: 'refuses a position over 50 characters', body: lead({ position: '职'.repeat(51) }), errors: { position: '内容不能超过50个字符' } },
  { name: 'refuses a 10 000-character message', body: lead({ message: '长'.repeat(10_000) }), errors: { message: f.message.messages.max } },
  { name: 'refuses an unknown form type', body: lead({ form_type: 'newsletter' }), errors: { form_type: rules.messages.formType } },
  { name: 'refuses a missing form type', body: without('form_type'), errors: { form_type: rules.messages.formType } },
  { name: 'requires consent to the privacy policy', body: without('consent'), errors: { consent: rules.messages.consent } },
  { name: 'refuses consent that is not a yes', body: lead({ consent: false }), errors: { consent: rules.messages.consent } },
  { name: 'refuses a number where a name belongs', body: lead({ name: 12345 }), errors: { name: f.name.messages.pattern } },
  { name: 'refuses an object where an e-mail belongs', body: lead({ email: { address: 'a@b.cn' } }), errors: { email: f.email.messages.pattern } },
  { name: 'refuses a query object where the message belongs instead of dropping it', body: lead({ message: { $gt: '' } }), errors: { message: f.message.messages.pattern } },
  { name: 'refuses a phone number sent as a JSON number', body: lead({ phone: 13800138000 }), errors: { phone: f.phone.messages.pattern } },
  { name: 'refuses a list where the company belongs', body: lead({ company: ['示例公司'] }), errors: { company: f.company.messages.pattern } },
  { name: 'refuses a boolean where the position belongs', body: lead({ position: true }), errors: { position: f.position.messages.pattern } },
  { name: 'refuses a form type sent as a list', body: lead({ form_type: ['contact'] }), errors: { form_type: rules.messages.formType } },
  { name: 'refuses consent sent as the number 1', body: lead({ consent: 1 }), errors: { consent: rules.messages.consent } },
  { name: 'refuses consent sent as a list', body: lead({ consent: [true] }), errors: { consent: rules.messages.consent } },
  { name: 'reads a null optional field as not given', body: lead({ company: null }), errors: {} },
  { name: 'refuses a course registration without its course', body: lead({ form_type: 'course_registration' }), errors: { course_id: f.course_id.messages.required } },
  {
    name: 'refuses a partner application without company, position and mobile',
    body: { form_type: 'partner_application', name: '王五', email: 'wang@example.com', consent: true },
    errors: { company: f.company.messages.required, position: f.position.messages.required, phone: f.phone.messages.required },
  },
  {
    name: 'reports every wrong field at once',
    body: { form_type: 'contact', name: '', email: 'bad', phone: '138', consent: true },
    errors: { name: f.name.messages.required, email: f.email.messages.pattern, phone: f.phone.messages.pattern },
  },
  { name: 'ignores fields the rule set does not know', body: lead({ is_admin: true, status: 'completed' }), errors: {} },
]
