// Staff raise the practical camp's price in 课程管理 as a draft (visitors still see the old one), preview the
// course page at desktop and phone width, publish it, and every public page that shows the price follows
// at its next load (`@phone`: the same on a phone, one column of cards, the buttons in reach); and a
// page's texts go the same way through 页面管理.
import { ISLAND_READY_ATTRIBUTE } from '../../src/site/islands/names'
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

const PRICE_PAGES = ['/', '/products/courses', '/courses/practical']

const yuan = (price: number) => `¥${price.toLocaleString('en-US')}/人`

test('a course price edited as a draft, previewed, then published, shows on every page that shows it', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const operator = await operatorClient(baseURL)
  const practical = await operator.collection('courses').getFirstListItem('slug = "practical"')
  const draftPath = `/api/content/courses/${practical.id}/draft`
  await operator.send(draftPath, { method: 'DELETE' })
  const before = practical.price as number
  // Another project's run may have moved it: a price of its own for each.
  const after = before === 61800 ? 62800 : 61800

  try {
    await signIn(page)
    await page.goto('/admin/courses')
    const card = page.getByRole('listitem', { name: 'AI 实战营' })
    await expect(card).toContainText(yuan(before))
    await reviewShot(page, `admin-courses-${project}`, { fullPage: true })
    expect(await axeViolations(page)).toEqual([])
    await card.getByRole('link', { name: '编辑' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${practical.id}$`))

    // A draft: saved on the server, not served.
    await page.getByLabel('价格（元/人）').fill(String(after))
    await expect(page.getByTestId('course-facts-shown')).toContainText(yuan(after))
    await page.getByRole('button', { name: '保存草稿' }).click()
    await expect(page.getByText('草稿已保存，访客仍看到已发布的内容')).toBeVisible()
    await expect(page.getByText(/有未发布的草稿/)).toBeVisible()
    const visitor = await page.context().newPage()
    await visitor.goto('/courses/practical')
    await expect(visitor.locator('main')).toContainText(yuan(before))
    await expect(visitor.locator('main')).not.toContainText(yuan(after))
    await reviewShot(page, `admin-course-draft-${project}`, { fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    // The preview: the course page with the draft, at a phone's width and at a desktop's (a phone's first on a phone).
    await page.getByRole('button', { name: '预览' }).click()
    const dialog = page.getByRole('dialog', { name: '预览：/courses/practical' })
    const frame = dialog.frameLocator('iframe')
    for (const [width, label] of project === 'phone' ? [['375px', /手机/], ['1280px', /电脑/]] as const : [['1280px', /电脑/], ['375px', /手机/]] as const) {
      await dialog.getByRole('button', { name: label }).click()
      await expect(dialog.locator('iframe')).toHaveCSS('width', width)
      await expect(frame.locator('main')).toContainText(yuan(after))
      await reviewShot(page, `admin-course-preview-${width}-${project}`)
    }
    await dialog.getByRole('button', { name: '关闭' }).click()

    // Published: every page that shows the price has it at its next load.
    await page.getByRole('button', { name: '发布', exact: true }).click()
    await expect(page.getByText('发布成功！访客将在 10 秒内看到新内容')).toBeVisible()
    await expect(page.getByText(/访客看到的就是当前内容/)).toBeVisible()
    for (const path of PRICE_PAGES) {
      await visitor.goto(path)
      await expect(visitor.locator('main'), path).toContainText(yuan(after))
      await expect(visitor.locator('main'), path).not.toContainText(yuan(before))
    }
    await reviewShot(visitor, `course-price-published-${project}`)
    // Playwright's own helpers, which it injects into the frame to read it, may not run there either
    // (the preview itself carries no script: tests/api/content-publishing.test.ts).
    expect(consoleProblems.filter((problem) => !problem.includes("Blocked script execution in 'about:srcdoc'"))).toEqual([])
  } finally {
    await operator.send(draftPath, { method: 'DELETE' })
    await operator.collection('courses').update(practical.id, { price: before })
  }
})

// Staff change the home page's words in 页面管理: the carousel's heading, the page's <h1> (its count follows
// what is typed), and a figure, as a draft visitors do not see, previewed at both widths, then published:
// the heading stays staff's once the carousel's code has run.
test('a page’s texts edited in 页面管理, with their counts, previewed and published, show on the page', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const operator = await operatorClient(baseURL)
  const home = await operator.collection('pages').getFirstListItem('path = "/"')
  const draftPath = `/api/content/pages/${home.id}/draft`
  await operator.send(draftPath, { method: 'DELETE' })
  const before = home.texts as { carousel_title: string; figures: { value: string; label: string }[] }
  // Each project a heading and a figure of its own: they may run at once.
  const heading = `AI 转型就找我们（${project}）`
  const figure = project === 'phone' ? '2000+' : '3000+'

  try {
    await signIn(page)
    await page.goto('/admin/pages')
    await page.getByText(home.title as string).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/pages/${home.id}$`))

    // The first group (轮播图) is open; its heading shows its limit and counts what is typed.
    const texts = page.getByRole('region', { name: '文字内容' })
    const title = texts.getByLabel('轮播标题')
    await expect(title).toHaveValue(before.carousel_title)
    await title.fill(heading)
    await expect(texts.getByText(`${Array.from(heading).length}/20 字`)).toBeVisible()
    await texts.getByRole('button', { name: '数据区' }).click()
    await texts.getByLabel('数值').first().fill(figure)
    await page.getByRole('button', { name: '保存草稿' }).click()
    await expect(page.getByText('草稿已保存，访客仍看到已发布的内容')).toBeVisible()
    const visitor = await page.context().newPage()
    await visitor.goto('/')
    await expect(visitor.locator('h1')).toHaveText(before.carousel_title)
    await reviewShot(page, `admin-page-texts-draft-${project}`, { fullPage: true })
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: '预览' }).click()
    const dialog = page.getByRole('dialog', { name: '预览：/' })
    const frame = dialog.frameLocator('iframe')
    for (const [width, label] of project === 'phone' ? [['375px', /手机/], ['1280px', /电脑/]] as const : [['1280px', /电脑/], ['375px', /手机/]] as const) {
      await dialog.getByRole('button', { name: label }).click()
      await expect(dialog.locator('iframe')).toHaveCSS('width', width)
      await expect(frame.locator('h1')).toHaveText(heading)
      await expect(frame.locator('#figures dd').first()).toHaveText(figure)
      await reviewShot(page, `admin-page-texts-preview-${width}-${project}`)
    }
    await dialog.getByRole('button', { name: '关闭' }).click()

    await page.getByRole('button', { name: '发布', exact: true }).click()
    await expect(page.getByText('发布成功！访客将在 10 秒内看到新内容')).toBeVisible()
    await visitor.goto('/')
    await expect(visitor.locator(`[data-island="slide-carousel"][${ISLAND_READY_ATTRIBUTE}]`)).toHaveCount(1)
    await expect(visitor.locator('h1')).toHaveText(heading)
    await expect(visitor.locator('#figures dd').first()).toHaveText(figure)
    await reviewShot(visitor, `page-texts-published-${project}`)
    expect(consoleProblems.filter((problem) => !problem.includes("Blocked script execution in 'about:srcdoc'"))).toEqual([])
  } finally {
    await operator.send(draftPath, { method: 'DELETE' })
    await operator.collection('pages').update(home.id, { texts: { carousel_title: before.carousel_title, figures: before.figures } })
  }
})
