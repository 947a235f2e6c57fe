// The four course landing pages at 1280 and 375 px: the anchor bar scrolls to a section and marks
// it, the compact bar takes over from the navbar past the anchor bar (and gives it back when the
// visitor leaves), the phone dropdown, a registration reaching the back office with the course id,
// the registration-off state, Course (or Event) JSON-LD, axe-core, and the HTML before any JavaScript.
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json' with { type: 'json' }
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import type { Page } from '@playwright/test'
import { courseById, courses, coursePath, offeringKinds } from '../../src/site/content/courses'
import { axeViolations, expect, screenshotDir, staffClient, test } from './fixtures'

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

/** The practical camp's FAQ shows its first four questions; 查看更多问题（4） reveals the rest. */
async function expectFaqShownInPart(page: Page) {
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
}

for (const course of courses) {
  const path = coursePath(course.id)
  const sections = course.sections
  // A section well down the page, so choosing it must scroll.
  const target = sections[sections.length - 3]!

  test.describe(path, () => {
    test('choosing a section in the anchor bar scrolls to it and marks it current', async ({ page, consoleProblems }) => {
      await page.goto(path)
      await expect(anchorBar(page).getByRole('link')).toHaveText(sections.map((section) => section.label))
      await expect(anchorBar(page).getByRole('link', { name: sections[0]!.label })).toHaveAttribute('aria-current', 'location')

      await anchorBar(page).getByRole('link', { name: target.label }).click()
      await expectSectionAtTop(page, target.id)
      // The anchor bar is under the compact bar by now; the compact bar marks the same section.
      await expect(compactBar(page)).toHaveAttribute('data-visible', 'true')
      await expect(compactBar(page).locator(`[data-section="${target.id}"]`)).toHaveAttribute('aria-current', 'location')
      await expect(compactBar(page).getByLabel('选择章节')).toHaveValue(target.id)
      await expect(page).toHaveURL(new RegExp(`#${target.id}$`))
      expect(consoleProblems).toEqual([])
    })

    test('past the anchor bar the compact bar replaces the navbar, which returns after leaving the page', async ({ page, consoleProblems }, testInfo) => {
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
      await page.screenshot({ path: `${screenshotDir}/course-${course.id}-compact-${testInfo.project.name}.png` })

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

    test('on a phone the compact bar’s dropdown takes the visitor to a section', async ({ page, consoleProblems }) => {
      await page.setViewportSize({ width: 375, height: 740 })
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

    test('a registration reaches the back office as course_registration with the course id', async ({ page, baseURL, consoleProblems }, testInfo) => {
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

    // The closed-door meeting is an Event organised by us, the courses are Courses we provide.
    const event = offeringKinds[course.id] === 'event'
    test(`the page carries its ${event ? 'Event' : 'Course'} JSON-LD`, async ({ page }) => {
      await page.goto(path)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === (event ? 'Event' : 'Course'))
      expect(data).toMatchObject({ name: course.fullName, description: course.description, [event ? 'organizer' : 'provider']: { '@type': 'Organization' } })
      if (course.price === null) expect(data).not.toHaveProperty('offers')
      else expect(data).toMatchObject({ offers: { '@type': 'Offer', price: course.price, priceCurrency: 'CNY' } })
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
  await expectFaqShownInPart(page)
  expect(consoleProblems).toEqual([])
})

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false })

  test('the practical camp’s FAQ reveals the rest of its questions too', async ({ page }) => {
    await expectFaqShownInPart(page)
  })

  for (const course of courses) {
    test(`${coursePath(course.id)} holds every section heading, the price and the back link`, async ({ page }) => {
      await page.goto(coursePath(course.id))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title)
      await expect(page.getByRole('link', { name: '返回课程中心' })).toHaveAttribute('href', '/products/courses')
      await expect(page.locator('main section[id] h2')).toHaveText(course.sections.map((section) => section.label))
      await expect(page.locator('main section[id]')).toHaveCount(course.sections.length)
      expect(await page.locator('main section[id]').evaluateAll((elements) => elements.map((element) => element.id))).toEqual(
        course.sections.map((section) => section.id),
      )
      await expect(page.getByText(course.priceText).first()).toBeVisible()
      await expect(page.locator('#registration form')).toBeVisible()
    })
  }
})
