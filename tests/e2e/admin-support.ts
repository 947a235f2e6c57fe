// Back office journeys: signing in as the test server's staff member, and seeding leads as an operator.
import type { Page } from '@playwright/test'
import PocketBase from 'pocketbase'
import { readMails } from '../support/mail-catcher'
import { expect } from './fixtures'

export async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('用户名').fill(process.env.E2E_STAFF_USERNAME!)
  await page.getByLabel('密码', { exact: true }).fill(process.env.E2E_STAFF_PASSWORD!)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Picks `option` in the select named `select`. A lazily loaded form can re-render just after the
 * first click and close the list again, so open-and-pick is retried until the option was taken.
 */
export async function chooseOption(page: Page, select: string, option: string) {
  const combobox = page.getByRole('combobox', { name: select })
  await expect(async () => {
    await combobox.click()
    await page.getByRole('option', { name: option }).click({ timeout: 2000 })
    await expect(combobox).toHaveText(option, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

/** A superuser client of the e2e server (global-setup's credentials), for seeding what staff cannot write. */
export async function operatorClient(baseURL: string | undefined): Promise<PocketBase> {
  const client = new PocketBase(baseURL)
  client.autoCancellation(false)
  await client.collection('_superusers').authWithPassword(process.env.E2E_SUPERUSER_EMAIL!, process.env.E2E_SUPERUSER_PASSWORD!)
  return client
}

/** `a`, `b`, ... `z`, `ba`, ...: lead names may hold only letters. */
export function letters(n: number): string {
  let text = ''
  do {
    text = String.fromCharCode(97 + (n % 26)) + text
    n = Math.floor(n / 26)
  } while (n > 0)
  return text
}

/** Signs in at /admin/login as any staff account (not the shared one). */
export async function signInAs(page: Page, username: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登录' }).click()
}

let extraStaff = 0

/**
 * A staff account of its own for a journey that changes passwords or sign-in (never the shared one),
 * created by the operator with `role` (an operator's account is an admin unless told); the password
 * satisfies the staff rule.
 */
export async function createStaffAccount(baseURL: string | undefined, prefix: string, role = 'admin') {
  extraStaff += 1
  const stamp = `${Date.now().toString(36)}${extraStaff}`
  const account = { username: `${prefix}-${stamp}`, email: `${prefix}-${stamp}@example.test`, password: `${prefix}-pass-${stamp}1` }
  const operator = await operatorClient(baseURL)
  const record = await operator.collection('staff').create({ ...account, role, passwordConfirm: account.password, verified: true })
  return { ...account, id: record.id }
}

/** The HTML part of a caught mail as text (quoted-printable or base64 undone). */
export function mailText(raw: string): string {
  const base64 = /Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw)
  if (base64) return Buffer.from(base64[1].replace(/\r\n/g, ''), 'base64').toString('utf8')
  const unfolded = raw.replace(/=\r\n/g, '')
  return Buffer.from(unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
}

/** The sign-in code of the newest mail to `to` among the first `after` skipped, waiting for it to arrive. */
export async function signInCodeFor(to: string, after: number): Promise<string> {
  let code = ''
  await expect(async () => {
    const mails = readMails(process.env.E2E_MAIL_DIR!)
      .slice(after)
      .filter((mail) => mail.to.includes(to))
    expect(mails.length).toBeGreaterThan(0)
    code = />\s*(\d{6})\s*</.exec(mailText(mails[mails.length - 1].raw))?.[1] ?? ''
    expect(code).not.toBe('')
  }).toPass({ timeout: 20_000 })
  return code
}
