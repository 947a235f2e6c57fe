// Back office journeys: signing in as the test server's staff member, and seeding leads as an operator.
import type { Page } from '@playwright/test'
import PocketBase from 'pocketbase'
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
