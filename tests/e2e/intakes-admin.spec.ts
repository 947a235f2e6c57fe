// Staff manage course intakes at /admin/intakes and the course page follows at its next load: a new
// open intake becomes the page's next one (hero, registration, Course JSON-LD), a full one is no
// longer offered, a deleted one is gone.
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { chooseOption, operatorClient, signIn } from './admin-support'

/** A Beijing calendar day `days` after today's, as 'YYYY-MM-DD'. */
function beijingDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** '2026年11月24日-26日' for days within one month, else with the second month. */
function chineseDates(start: string, end: string): string {
  const [y1, m1, d1] = start.split('-').map(Number)
  const [, m2, d2] = end.split('-').map(Number)
  return `${y1}年${m1}月${d1}日-${m1 === m2 ? '' : `${m2}月`}${d2}日`
}

test('staff add an intake, the course page shows it at the next load; full and deleted ones are not offered', async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(90_000)
  const project = testInfo.project.name
  const operator = await operatorClient(baseURL)
  // Before every other open intake of the practical camp (the demo's is weeks away).
  const start = beijingDay(1)
  const end = beijingDay(3)
  const city = project === 'phone' ? '杭州' : '苏州'
  const note = `e2e-${project}-${Date.now()}`
  const line = `近期开课：${chineseDates(start, end)}（${city}）`

  try {
    await signIn(page)
    await page.goto('/admin/intakes')
    await expect(page.getByText('深圳').first()).toBeVisible()
    await expect(page.getByText('AI 营销工作坊').first()).toBeVisible()
    await reviewShot(page, `admin-intakes-${project}`, { fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('link', { name: '添加排期' }).click()
    await expect(page).toHaveURL(/\/admin\/intakes\/create$/)
    await chooseOption(page, '课程', 'AI 实战营')
    // An end before the start is refused in the browser with the server's words.
    await page.getByLabel('开始日期').fill(end)
    await page.getByLabel('结束日期').fill(start)
    await page.getByLabel('城市').fill(city)
    await page.getByLabel('名额').fill('25')
    await page.getByLabel('备注').fill(note)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('结束日期不能早于开始日期')).toBeVisible()
    await page.getByLabel('开始日期').fill(start)
    await page.getByLabel('结束日期').fill(end)
    await expect(page.getByRole('combobox', { name: '状态' })).toHaveText('报名中')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('课程排期创建成功！')).toBeVisible()
    const [created] = await operator.collection('course_intakes').getFullList({ filter: operator.filter('note = {:note}', { note }) })
    expect(created).toMatchObject({ course: 'practical', start_date: start, end_date: end, city, seats: 25, status: 'open' })

    // The course page reads it at its next load: hero, venue, registration and JSON-LD.
    await page.goto('/courses/practical')
    await expect(page.locator('[data-intake="upcoming"]').first()).toHaveText(line)
    await expect(page.locator('#registration').getByText(line)).toBeVisible()
    const jsonLd = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((block) => block['@type'] === 'Course')
    expect(await jsonLd()).toMatchObject({ hasCourseInstance: { startDate: start, endDate: end, location: { name: city } } })
    await reviewShot(page, `intake-course-page-${project}`)

    // Marked full, it is no longer offered.
    await page.goto('/admin/intakes')
    await page.getByText(city).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/intakes/${created.id}$`))
    await chooseOption(page, '状态', '已满')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('课程排期更新成功！')).toBeVisible()
    await page.goto('/courses/practical')
    await expect(page.locator('[data-intake="upcoming"]').first()).toBeVisible()
    await expect(page.locator('[data-intake="upcoming"]').first()).not.toContainText(city)

    // Deleted, it is gone.
    await page.goto(`/admin/intakes/${created.id}`)
    await page.getByRole('button', { name: '删除' }).click()
    await page.getByRole('button', { name: '确认' }).click()
    await expect(page).toHaveURL(/\/admin\/intakes$/)
    await expect.poll(async () => (await operator.collection('course_intakes').getFullList({ filter: operator.filter('note = {:note}', { note }) })).length).toBe(0)
    expect(consoleProblems).toEqual([])
  } finally {
    for (const left of await operator.collection('course_intakes').getFullList({ filter: operator.filter('note = {:note}', { note }) })) {
      await operator.collection('course_intakes').delete(left.id)
    }
  }
})
