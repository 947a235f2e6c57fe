// The 安全设置 tab's server: the staff-only routes of pb_hooks/staff.pb.js, and the checks the tab runs
// before sending (the server's own rules and messages, from the shared hook modules).
import messages from '@shared/messages.json' with { type: 'json' }
import limits from '@shared/limits.json' with { type: 'json' }
import ipAllowlist from '@shared/ip-allowlist.js'
import staffPassword from '@shared/staff-password.js'
import { HttpError } from 'react-admin'

export const securityPaths = {
  state: '/api/admin/security',
  mfa: '/api/admin/security/mfa',
} as const

/** What GET /api/admin/security answers (POST .../mfa too, with a new `token` when switching on ended the sessions). */
export interface SecurityState {
  username: string
  email: string
  /** The account has an address a code can be sent to (not the <username>@staff.local stand-in). */
  emailUsable: boolean
  mfaEnabled: boolean
  smtpEnabled: boolean
  /** The address the server sees this browser at. */
  clientIp: string
  ipAllowlist: string
  /** Staff accounts that could not receive a code. */
  staffWithoutEmail: string[]
}

/**
 * The answer of GET /api/admin/security as the tab reads it: every list a list and every text a text,
 * whatever arrived (a partial answer once made the tab throw reading `staffWithoutEmail.length`).
 */
export function securityStateOf(raw: unknown): SecurityState {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof SecurityState, unknown>>
  const text = (field: unknown) => (typeof field === 'string' ? field : '')
  return {
    username: text(value.username),
    email: text(value.email),
    emailUsable: value.emailUsable === true,
    mfaEnabled: value.mfaEnabled === true,
    smtpEnabled: value.smtpEnabled === true,
    clientIp: text(value.clientIp),
    ipAllowlist: text(value.ipAllowlist),
    staffWithoutEmail: Array.isArray(value.staffWithoutEmail) ? value.staffWithoutEmail.filter((name): name is string => typeof name === 'string') : [],
  }
}

/** Fills `{name}` placeholders of a server message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

export const passwordMinLength = limits.staffPassword.minLength

export interface PasswordForm {
  oldPassword: string
  password: string
  passwordConfirm: string
}

/** The server's checks of a password change, in its words, before the request is sent. */
export function passwordFormErrors({ oldPassword, password, passwordConfirm }: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = {}
  if (!oldPassword) errors.oldPassword = messages.security.currentPasswordRequired
  if (!password) errors.password = messages.security.newPasswordRequired
  else {
    const weak = staffPassword.passwordProblem(password, limits.staffPassword, messages.staffPassword.weak)
    if (weak) errors.password = weak
    else if (passwordConfirm !== password) errors.passwordConfirm = messages.security.passwordMismatch
  }
  return errors
}

/** The first problem of an allowlist the server would refuse, in its words; '' when it would take it. */
export function allowlistProblem(list: string, clientIp: string): string {
  const { entries, invalid, tooMany } = ipAllowlist.checkList(list)
  if (invalid) return fill(messages.security.ipLineInvalid, invalid)
  if (tooMany) return fill(messages.security.ipTooMany, { max: ipAllowlist.MAX_ENTRIES })
  if (!ipAllowlist.isEmptyList(list) && !ipAllowlist.addressAllowed(clientIp, entries)) return fill(messages.security.ipLockout, { ip: clientIp })
  return ''
}

/** How many entries a stored list holds (0: no restriction). */
export function allowlistSize(list: string): number {
  return ipAllowlist.entryLines(list).length
}

/** Per-field messages of a request the data provider reports refused (react-admin's HttpError), and its overall message. */
export function refusal(error: unknown): { fields: Record<string, string>; message: string | undefined } {
  const fields: Record<string, string> = {}
  if (error instanceof HttpError) {
    const body = error.body as { errors?: Record<string, unknown> } | undefined
    for (const [field, value] of Object.entries(body?.errors ?? {})) if (typeof value === 'string') fields[field] = value
  }
  return { fields, message: error instanceof Error ? error.message : undefined }
}
