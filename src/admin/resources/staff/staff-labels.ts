// 员工管理's pure rules: an account's state (启用, 已停用, 待修改初始密码), its two-step sign-in as the
// server sees it, the role choices, and the routes and answers of the server's staff management.
import enums from '@shared/enums.json' with { type: 'json' }
import leadRules from '@shared/lead-rules.json' with { type: 'json' }
import type { RaRecord } from 'react-admin'
import { enumChoices } from '../../providers/enum-labels'

/** The one route of 员工管理 besides the staff collection (pb_hooks/staff.pb.js). */
export const resetPasswordPath = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}/password`

/** The field of a create or reset answer holding the one-time password, shown once (lib/staff/staff-admin.js). */
export const ONE_TIME_PASSWORD = 'one_time_password'

export const roleChoices = enumChoices('staffRoles')

/**
 * A colleague's mobile number, by which WeCom and DingTalk group robots @ them on a lead given to them: a
 * mainland mobile, the shape a lead's phone has (lead-rules.json), or nothing.
 */
export function validateMobile(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  return text === '' || new RegExp(leadRules.fields.phone.pattern).test(text) ? undefined : leadRules.fields.phone.messages.pattern
}

/** The staff roles, most powerful first (enums.json staffRoles). */
export const staffRoles = Object.keys(enums.staffRoles)

export type AccountState = 'active' | 'disabled' | 'mustChange'

export function accountState(record: RaRecord | undefined): AccountState {
  if (record?.disabled) return 'disabled'
  if (record?.must_change_password) return 'mustChange'
  return 'active'
}

export type TwoStepState = 'off' | 'on' | 'noEmail'

/**
 * Two-step sign-in is one switch for all staff (安全设置); an account whose e-mail cannot receive the code
 * cannot sign in while it is on (the server lists those accounts).
 */
export function twoStepState(record: RaRecord | undefined, security: { mfaEnabled: boolean; staffWithoutEmail: string[] } | undefined): TwoStepState {
  if (!security?.mfaEnabled) return 'off'
  return security.staffWithoutEmail.includes(String(record?.username ?? '')) ? 'noEmail' : 'on'
}
