// Playwright `test` bound to its worker's own server (e2e-server.ts), collecting console errors.
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { startE2EServer, type E2EServer } from './e2e-server'

export const screenshotDir = join(process.cwd(), 'tests', '.artifacts', 'screenshots')

/**
 * A screenshot for people to look at (tests/.artifacts/screenshots/<name>.png), at CSS pixels: at
 * the phone's device pixel ratio a full course page took 3.9 s to encode instead of 0.7 s.
 */
export async function reviewShot(page: Page, name: string, { fullPage = false } = {}) {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage, scale: 'css' })
}

export const test = base.extend<{ consoleProblems: string[] }, { e2eServer: E2EServer }>({
  e2eServer: [
    async ({}, use, workerInfo) => {
      const server = await startE2EServer(workerInfo.workerIndex)
      await use(server)
      await server.stop()
    },
    // Starting PocketBase with the demo content takes a few seconds on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.url)
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
  },
})

/** A PocketBase client signed in as the test server's staff member. */
export async function staffClient(baseURL: string | undefined): Promise<PocketBase> {
  const client = new PocketBase(baseURL)
  await client.collection('staff').authWithPassword(process.env.E2E_STAFF_USERNAME!, process.env.E2E_STAFF_PASSWORD!)
  return client
}

/**
 * axe-core's WCAG 2 A/AA violations on the page as it settles: finite animations (cards fading in,
 * a button's ripple) are let finish first, since text caught mid-fade fails colour contrast.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/**
 * Run in the page: the names of the islands React has not (yet) hydrated. hydrateRoot marks its
 * container with a `__reactContainer$…` property; an island inside another is hydrated by the outer
 * one; a `text` island (the intake lines) is filled by plain code and never hydrated.
 */
export function unhydratedIslands(): string[] {
  return [...document.querySelectorAll('[data-island]')]
    .filter((element) => !element.parentElement?.closest('[data-island]'))
    // Plain code runs these (the intake lines, the slide carousel): no React root.
    .filter((element) => !['text', 'plain'].includes(element.getAttribute('data-island-hydrate') ?? ''))
    .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactContainer$')))
    .map((element) => element.getAttribute('data-island') ?? '')
}

/**
 * Run in the page: a visitor reaching for every lead form (a focus inside it), which loads the forms'
 * code (src/site/islands/on-interaction.ts), so that they hydrate like the other islands.
 */
export function reachForForms(): number {
  const forms = [...document.querySelectorAll('[data-island-hydrate] form')]
  for (const form of forms) form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  return forms.length
}

export { expect }
