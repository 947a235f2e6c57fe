// Every public route in a real browser: hydrates every island (the lead forms once reached for) without console problems, passes axe-core's
// WCAG 2 A/AA rules, and leaves a full-page screenshot for review.
import routes from '../../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import { axeViolations, expect, reachForForms, test, reviewShot, unhydratedIslands } from './fixtures'

const screenshotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'))

for (const route of [...routes.routes, { path: '/no-such-page', title: '页面未找到' }]) {
  test(`${route.path}: no console problems, no axe violations`, { tag: '@phone' }, async ({ page, consoleProblems }, testInfo) => {
    await page.goto(route.path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toContainText(route.title)
    // Islands out of view and a course page's navigation run once the visitor uses the page (the
    // mouse move), the lead forms when a visitor reaches for one: a mismatch there must be seen too.
    await page.mouse.move(10, 400)
    await page.evaluate(reachForForms)
    await expect.poll(() => page.evaluate(unhydratedIslands)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await reviewShot(page, `page-${screenshotName(route.path)}-${testInfo.project.name}`, { fullPage: true })
    // The browser reports the not-found page's own 404 status, and nothing else.
    const expected = route.path === '/no-such-page' ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : []
    expect(consoleProblems).toEqual(expected)
  })
}
