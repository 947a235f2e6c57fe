// The four course landing pages in a browser: the anchor bar scrolls to a section and marks it, the
// compact bar takes over from the navbar past the anchor bar (and gives it back when the visitor
// leaves), on a phone its dropdown, a registration reaching the back office with the course id, the
// registration-off state, the FAQ's disclosure, axe-core with the compact bar showing. (The served
// HTML of each page, its sections, FAQ and JSON-LD: tests/api/served-pages.test.ts.)
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json' with { type: 'json' }
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import type { Page } from '@playwright/test'
import { courseById, courses, coursePath } from '../../src/site/content/courses'
import { axeViolations, expect, reviewShot, staffClient, test, unhydratedIslands } from './fixtures'

/** The spec's offset: the current section spans the point this far below the viewport top. */
const offsetPx = 100

const anchorBar = (page: Page) => page.getByRole('navigation', { name: '课程导航' })
const compactBar = (page: Page) => page.getByRole('navigation', { name: '快捷导航' })
const navbar = (page: Page) => page.locator('header').first()

/** The section's top relative to the viewport, once smooth scrolling has settled on it. */
async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(async () => page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5000 })
    .toBeGreaterThanOrEqual(0)
  await expect
    .poll(async () => page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5000 })
    .toBeLessThanOrEqual(offsetPx)
}

/** Scrolls just past the point where the anchor bar meets the viewport top. */
async function scrollPastAnchorBar(page: Page) {
  await page.evaluate(() => {
    const hero = document.querySelector('main > section')!
    window.scrollTo({ top: hero.getBoundingClientRect().bottom + window.scrollY + 40, behavior: 'instant' })
  })
}

/** Scrolls so that the anchor bar's place in the page is `fromTop` px below the viewport top. */
async function scrollAnchorBarTo(page: Page, fromTop: number) {
  await page.evaluate((fromTop) => {
    const hero = document.querySelector('main > section')!
    window.scrollTo({ top: hero.getBoundingClientRect().bottom + window.scrollY - fromTop, behavior: 'instant' })
  }, fromTop)
}

test('the compact bar shows once the anchor bar comes within the spec’s 100 px of the viewport top', async ({ page, consoleProblems }) => {
  await page.goto(coursePath(courses[0]!.id))
  await expect(compactBar(page)).toBeHidden()
  await scrollAnchorBarTo(page, offsetPx - 10)
  await expect(compactBar(page)).toBeVisible()
  await scrollAnchorBarTo(page, offsetPx + 10)
  await expect(compactBar(page)).toBeHidden()
  expect(consoleProblems).toEqual([])
})

for (const course of courses) {
  const path = coursePath(course.id)
  const sections = course.sections
  // A section well down the page, so choosing it must scroll.
  const target = sections[sections.length - 3]!
  // On a phone the compact bar and a registration are checked on one course: the machinery is one.
  const phoneToo = course.id === 'strategy' ? { tag: '@phone' } : {}

  test.describe(path, () => {
    test('choosing a section in the anchor bar scrolls to it and marks it current', async ({ page, consoleProblems }) => {
      await page.goto(path)
      await expect(anchorBar(page).getByRole('link')).toHaveText(sections.map((section) => section.label))
      await expect(anchorBar(page).getByRole('link', { name: sections[0]!.label })).toHaveAttribute('aria-current', 'location')
      // The navigation runs once the visitor uses the page (before, its links are plain #links).
      await page.mouse.move(10, 400)
      await expect.poll(() => page.evaluate(unhydratedIslands)).not.toContain('course-nav')

      await anchorBar(page).getByRole('link', { name: target.label }).click()
      await expectSectionAtTop(page, target.id)
      // The anchor bar is under the compact bar by now; the compact bar marks the same section.
      await expect(compactBar(page)).toHaveAttribute('data-visible', 'true')
      await expect(compactBar(page).locator(`[data-section="${target.id}"]`)).toHaveAttribute('aria-current', 'location')
      await expect(compactBar(page).getByLabel('选择章节')).toHaveValue(target.id)
      await expect(page).toHaveURL(new RegExp(`#${target.id}$`))
      expect(consoleProblems).toEqual([])
    })

    test('past the anchor bar the compact bar replaces the navbar, which returns after leaving the page', phoneToo, async ({ page, consoleProblems }, testInfo) => {
      await page.goto(path)
      await expect(navbar(page)).toBeVisible()
      await expect(compactBar(page)).toBeHidden()

      await scrollPastAnchorBar(page)
      await expect(compactBar(page)).toBeVisible()
      await expect(compactBar(page).getByText(course.title, { exact: true })).toBeVisible()
      await expect(compactBar(page).getByRole('button', { name: '回到顶部' })).toBeVisible()
      await expect(navbar(page)).toHaveAttribute('data-hidden', 'true')
      await expect(navbar(page)).toBeHidden()
      // Wide screens get the section buttons, phones the dropdown.
      const wide = (page.viewportSize()?.width ?? 0) >= 768
      await expect(compactBar(page).getByRole('list')).toBeVisible({ visible: wide })
      await expect(compactBar(page).getByLabel('选择章节')).toBeVisible({ visible: !wide })
      await reviewShot(page, `course-${course.id}-compact-${testInfo.project.name}`)

      expect(await axeViolations(page)).toEqual([])

      // Back to top hands the page back to the navbar.
      await compactBar(page).getByRole('button', { name: '回到顶部' }).click()
      await expect(navbar(page)).toBeVisible()
      await expect(compactBar(page)).toBeHidden()

      // Leaving the page with the compact bar showing restores the navbar on the next page.
      await scrollPastAnchorBar(page)
      await expect(navbar(page)).toBeHidden()
      const next = courses[(courses.indexOf(course) + 1) % courses.length]!
      await page.locator('footer').getByRole('link', { name: next.title }).click()
      await expect(page).toHaveURL(new RegExp(`${coursePath(next.id)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title)
      await expect(navbar(page)).toBeVisible()
      await expect(navbar(page)).toHaveAttribute('data-hidden', 'false')
      expect(consoleProblems).toEqual([])
    })

    test('on a phone the compact bar’s dropdown takes the visitor to a section', { tag: '@phone-only' }, async ({ page, consoleProblems }) => {
      await page.goto(path)
      await scrollPastAnchorBar(page)
      const dropdown = compactBar(page).getByLabel('选择章节')
      await expect(dropdown).toBeVisible()
      await expect(dropdown.locator('option')).toHaveText(sections.map((section) => section.label))
      await dropdown.selectOption({ label: target.label })
      await expectSectionAtTop(page, target.id)
      await expect(dropdown).toHaveValue(target.id)
      // Scrolling on by hand moves the current section along.
      const last = sections.at(-1)!
      await page.locator(`#${last.id}`).evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }))
      await expect(dropdown).toHaveValue(last.id)
      expect(consoleProblems).toEqual([])
    })

    test('a registration reaches the back office as course_registration with the course id', phoneToo, async ({ page, baseURL, consoleProblems }, testInfo) => {
      await page.goto(`${path}#registration`)
      const section = page.locator('#registration')
      await expect(section.getByRole('heading', { name: course.registration.title })).toBeVisible()
      await expect(section.getByText(course.priceText).first()).toBeVisible()

      const email = `course-${course.id}-${testInfo.project.name}-${Date.now()}@example.com`
      await section.getByLabel('姓名').fill('钱七')
      await section.getByLabel('邮箱').fill(email)
      await section.getByLabel('手机号码').fill('13912345678')
      await section.getByLabel('公司名称').fill('课程测试集团')
      await section.getByLabel('职位').fill('总经理')
      await section.getByRole('checkbox').check()
      await section.getByRole('button', { name: course.registration.submitLabel }).click()
      await expect(section.getByText('提交成功！')).toBeVisible()

      const staff = await staffClient(baseURL)
      const lead = await staff.collection('form_submissions').getFirstListItem(staff.filter('email = {:email}', { email }))
      expect(lead).toMatchObject({
        form_type: 'course_registration',
        course_id: course.id,
        course_name: course.registration.courseName,
        company: '课程测试集团',
        status: 'pending',
      })
      expect(consoleProblems).toEqual([])
    })
  })
}

test('with registration switched off the section says so and offers the consultation instead', async ({ page, baseURL, consoleProblems }) => {
  const staff = await staffClient(baseURL)
  await staff.collection('site_settings').update(records.siteSettingsId, { registration_enabled: false })
  try {
    await page.goto('/courses/strategy#registration')
    const section = page.locator('#registration')
    await expect(section.getByText(leadRules.messages.registrationClosed)).toBeVisible()
    await expect(section.getByRole('button', { name: '提交报名' })).toHaveCount(0)
    await section.getByRole('button', { name: '免费咨询' }).click()
    const dialog = page.getByRole('dialog', { name: '免费咨询' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('姓名')).toBeVisible()
    await dialog.getByRole('button', { name: '关闭' }).click()
    await expect(dialog).toBeHidden()
  } finally {
    await staff.collection('site_settings').update(records.siteSettingsId, { registration_enabled: true })
  }
  expect(consoleProblems).toEqual([])
})

test('the practical camp’s FAQ shows four questions until the visitor asks for the rest', async ({ page, consoleProblems }) => {
  const { items } = courseById('practical').faq
  await page.goto('/courses/practical')
  const faq = page.locator('#faq')
  const question = (index: number) => faq.getByText(items[index]!.question, { exact: true })
  await expect(question(3)).toBeVisible()
  await expect(question(4)).toBeHidden()
  await expect(question(7)).toBeHidden()
  const more = faq.getByText('查看更多问题（4）', { exact: true })
  await more.click()
  await expect(more).toBeHidden()
  await expect(question(4)).toBeVisible()
  await question(7).click()
  await expect(faq.getByText(items[7]!.answer, { exact: true })).toBeVisible()
  expect(consoleProblems).toEqual([])
})
