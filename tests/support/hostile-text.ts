// Text a visitor may type that would mean something else if any output read it as markup, a template,
// a robot's mention or a spreadsheet formula: every output of a lead must show it as typed (escaped),
// never act on it. Used by the api tier (stored lead, mails, robot messages), the unit tier (exports)
// and the e2e tier (the back office).

/** One value per line of attack; each fits the lead fields' lengths (100 characters for a company). */
export const hostileTexts = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<a href="javascript:alert(1)">点我</a>',
  '<at user_id="all">所有人</at>',
  '{{name}}<slot data-slot="email"></slot>',
  '&lt;b&gt;已转义&amp;',
  '=HYPERLINK("http://x","点我")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-1+1',
  '预算<50万，参训人数>30人',
  '老师 <张> 说',
  "'; DROP TABLE form_submissions; --",
] as const

/** The fields a visitor fills with free text (a name allows only letters and spaces; an e-mail its shape). */
export const freeTextFields = ['company', 'position', 'message', 'industry', 'company_size'] as const
