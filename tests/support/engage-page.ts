// E2e helper: the news rails of /market-activities run their code at the visitor's first sign of
// use (src/site/islands, `hydrate: 'engaged'`); a test moves the pointer and waits for it, since a
// link clicked before opens the article's own page instead of the modal.
import { expect, type Page } from '@playwright/test'
import { ISLAND_READY_ATTRIBUTE } from '../../src/site/islands/names'

/**
 * Moves the pointer until the island `name` has run. The page's entry starts after the load event,
 * so a move before then goes unseen: move again until the island is ready.
 */
export async function engageIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`)
  let step = 0
  await expect(async () => {
    step++
    await page.mouse.move(8 + (step % 2) * 8, 8)
    await expect(island).toHaveAttribute(ISLAND_READY_ATTRIBUTE, '', { timeout: 1000 })
  }).toPass()
}
