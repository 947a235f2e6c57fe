// The home page hydrates cleanly, its links are plain documents, and the carousel runs on its timer.
// (No public page loads back-office code: scripts/build.mjs fails the build if one would.)
import slideFacts from '../../pb_hooks/lib/shared/slides.json' with { type: 'json' }
import { carouselTiming } from '../../src/site/sections/slide-carousel/carousel-content'
import { expect, reviewShot, test, unhydratedIslands } from './fixtures'

test('the home page hydrates its islands with no console errors or warnings', async ({ page, consoleProblems }, testInfo) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main h1')).toBeVisible()
  // Each island became a React root of its own (React marks a root's container).
  await expect.poll(() => page.evaluate(unhydratedIslands)).toEqual([])
  expect(await page.locator('[data-island]').count()).toBeGreaterThanOrEqual(4)
  // A link is a link: the next page is its own prerendered document.
  await page.evaluate(() => ((window as unknown as { documentProbe: boolean }).documentProbe = true))
  await page.locator('footer a[href="/legal/privacy"]').click()
  await expect(page).toHaveURL(/\/legal\/privacy$/)
  expect(await page.evaluate(() => (window as unknown as { documentProbe?: boolean }).documentProbe)).toBeUndefined()
  await page.goto('/')
  await reviewShot(page, `home-${testInfo.project.name}`, { fullPage: true })
  expect(consoleProblems).toEqual([])
})

test('the home carousel shows the seeded slides, advances by itself and pauses on hover', async ({ page, consoleProblems }) => {
  // The page's clock is Playwright's: the 5 s autoplay is moved, not waited for.
  await page.clock.install()
  // The served first slide's <img> is kept when the carousel's code runs: the parser's element is
  // remembered, and any <img> taken out of the page is recorded.
  const servedImageSelector = `[${slideFacts.markup.slideAttribute}] img`
  await page.addInitScript((selector) => {
    const probe = window as unknown as { servedImage?: Element | null; removedImages: string[] }
    probe.removedImages = []
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('img') || node.querySelector('img'))) probe.removedImages.push(node.outerHTML.slice(0, 80))
        }
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => (probe.servedImage = document.querySelector(selector)))
  }, servedImageSelector)
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'AI 企业转型培训与咨询' })
  const dots = carousel.getByRole('group', { name: '选择幻灯片' })
  await expect(dots.getByRole('button')).toHaveCount(4) // the demo seed's four home slides
  await expect(dots.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true')
  await expect.poll(() => page.evaluate(unhydratedIslands)).toEqual([])
  await page.clock.runFor(carouselTiming.autoplayMs)
  await expect(dots.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true')
  await expect(carousel.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveCount(1)
  // The carousel moved, and the image the visitor first saw is the same element, still in the page.
  expect(
    await page.evaluate((selector) => {
      const probe = window as unknown as { servedImage?: Element | null; removedImages: string[] }
      return { kept: !!probe.servedImage && probe.servedImage === document.querySelector(selector) && probe.servedImage.isConnected, removed: probe.removedImages }
    }, servedImageSelector),
  ).toEqual({ kept: true, removed: [] })

  await carousel.hover()
  await page.clock.runFor(carouselTiming.autoplayMs + 1000)
  await expect(dots.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true')
  await page.mouse.move(5, 700)
  await page.clock.runFor(carouselTiming.autoplayMs)
  await expect(dots.getByRole('button', { name: '第3张' })).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: '下一张' }).click()
  await expect(dots.getByRole('button', { name: '第4张' })).toHaveAttribute('aria-current', 'true')
  await carousel.getByRole('button', { name: '下一张' }).click() // wraps to the first
  await expect(dots.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true')
  expect(consoleProblems).toEqual([])
})

test('a swipe on the home carousel moves it a slide, and the drag does not follow the slide’s link', async ({ page, consoleProblems }) => {
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'AI 企业转型培训与咨询' })
  const dots = carousel.getByRole('group', { name: '选择幻灯片' })
  await expect.poll(() => page.evaluate(unhydratedIslands)).toEqual([])
  const box = (await carousel.boundingBox())!
  const drag = async (fromX: number, toX: number, y = box.y + box.height / 2) => {
    await page.mouse.move(fromX, y)
    await page.mouse.down()
    for (let step = 1; step <= 8; step++) await page.mouse.move(fromX + ((toX - fromX) * step) / 8, y)
    await page.mouse.up()
    await page.clock.runFor(1000)
  }
  // Dragged right at the first slide: it stays (a swipe stops at the ends; the arrows wrap).
  await drag(box.x + box.width * 0.3, box.x + box.width * 0.7)
  await expect(dots.getByRole('button', { name: '第1张' })).toHaveAttribute('aria-current', 'true')
  // Dragged left from the first slide's button link: the next slide, and the link is not followed.
  const link = (await carousel.getByRole('link').filter({ visible: true }).first().boundingBox())!
  const fromX = link.x + link.width / 2
  await drag(fromX, fromX - box.width * 0.4, link.y + link.height / 2)
  await expect(dots.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true')
  expect(new URL(page.url()).pathname).toBe('/')
  expect(consoleProblems).toEqual([])
})
