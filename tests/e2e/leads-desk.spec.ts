// Staff work the leads desk (/admin/forms) on a desktop and a phone: 60 leads, paging, filters, search,
// export, the pipeline, a note, a duplicate, a lead arriving live, then sign out.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type PocketBase from 'pocketbase'
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { letters, operatorClient, signIn } from './admin-support'

const LEAD_COUNT = 60

/** Each project seeds its own 60 leads, told apart by a tag in the name and e-mail. */
function tagOf(project: string) {
  return project === 'phone' ? '手机' : '桌面'
}

async function seedLeads(operator: PocketBase, project: string) {
  const tag = tagOf(project)
  const existing = await operator.collection('form_submissions').getList(1, 1, { filter: operator.filter('email ~ {:mark}', { mark: `desk-${project}-` }) })
  if (existing.totalItems >= LEAD_COUNT) return
  for (let i = 0; i < LEAD_COUNT; i++) {
    await operator.collection('form_submissions').create({
      form_type: i % 3 === 0 ? 'course_registration' : i % 3 === 1 ? 'contact' : 'consultation',
      name: `线索${tag}${letters(i)}`,
      email: `desk-${project}-${i}@example.com`,
      // The last lead shares the first one's phone: a possible duplicate.
      phone: `1390000${String(i === LEAD_COUNT - 1 ? 0 : i).padStart(4, '0')}`.slice(0, 11),
      company: `示例公司${letters(i)}`,
      message: i === 7 ? '=HYPERLINK("http://evil.example")' : '想了解课程安排',
      course_id: i % 3 === 0 ? 'strategy' : '',
      course_name: i % 3 === 0 ? 'AI 战略班' : '',
      consent: true,
    })
  }
}

/** The visible leads: table rows on a desktop, cards on a phone. */
function leadItems(page: Page, isPhone: boolean) {
  return isPhone ? page.locator('main li').filter({ hasText: '线索' }) : page.locator('tbody tr')
}

/** Whether the page is wider than the viewport (something cut off or scrolling sideways). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** The 总提交数 card's figure, once loaded. */
async function statTotal(page: Page): Promise<number> {
  const card = page.locator('[data-stat="total"]')
  await expect(card).toHaveText(/^\d+$/)
  return Number(await card.innerText())
}

/** Clicks 导出 and returns the file's lines (the BOM checked and dropped). */
async function exportCsv(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出' }).click()
  await page.getByRole('menuitem', { name: 'CSV 文件（.csv）' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^线索导出-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await file.path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  return csv.slice(1).trimEnd().split('\r\n')
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('搜索姓名、邮箱、电话、公司或留言').fill(text)
}

test.describe('leads desk', () => {
  test.beforeAll(async ({ baseURL }, testInfo) => {
    await seedLeads(await operatorClient(baseURL), testInfo.project.name)
  })

  test('pages, filters, searches, exports and works a lead through the pipeline', { tag: '@phone' }, async ({ page, consoleProblems }, testInfo) => {
    // One staff member's whole working session: a dozen screens and two exports.
    test.setTimeout(90_000)
    const project = testInfo.project.name
    const isPhone = project === 'phone'
    const tag = tagOf(project)
    await signIn(page)
    // On a phone the sidebar is a drawer behind the menu button.
    if (isPhone) await page.getByRole('button', { name: '打开菜单' }).click()
    await page.getByRole('menuitem', { name: '表单数据' }).click()
    await expect(page).toHaveURL(/\/admin\/forms/)

    // Stat cards count every lead on the server, not one page.
    const total = await statTotal(page)
    expect(total).toBeGreaterThanOrEqual(LEAD_COUNT)
    await expect(leadItems(page, isPhone)).toHaveCount(25)
    await expect(page.getByText(`共 ${total} 条`)).toBeVisible()
    await reviewShot(page, `admin-forms-${project}`, { fullPage: true })
    expect(await overflowsSideways(page)).toBe(false)
    expect(await axeViolations(page)).toEqual([])

    // Paging and the page size live in the URL.
    await page.getByRole('button', { name: '下一页' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(leadItems(page, isPhone)).toHaveCount(25)

    // Search narrows to this project's 60 leads; the type filter to a third of them.
    await search(page, `desk-${project}-`)
    await expect(page.getByText(`共 ${LEAD_COUNT} 条`)).toBeVisible()
    await page.getByRole('combobox', { name: '类型' }).click()
    await page.getByRole('option', { name: '课程报名' }).click()
    await expect(page.getByText(`共 ${LEAD_COUNT / 3} 条`)).toBeVisible()
    await expect(page).toHaveURL(/course_registration/)

    // Export: every lead of the current filter, all pages, as Excel reads it.
    const lines = await exportCsv(page)
    expect(lines[0]).toContain('提交时间,类型,姓名,邮箱,电话,公司')
    expect(lines).toHaveLength(1 + LEAD_COUNT / 3)
    expect(lines.slice(1).every((line) => line.includes(',课程报名,') && line.includes(',待处理,'))).toBe(true)

    // A message written as a formula stays text in Excel.
    // (react-admin keeps a list's last filters: an empty filter in the address starts afresh.)
    await page.goto(`/admin/forms?filter=${encodeURIComponent('{}')}`)
    await search(page, `desk-${project}-7@`)
    await expect(leadItems(page, isPhone)).toHaveCount(1)
    expect((await exportCsv(page))[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)

    // The pipeline on the lead's own page.
    await search(page, `desk-${project}-0@`)
    await expect(leadItems(page, isPhone)).toHaveCount(1)
    await leadItems(page, isPhone).first().getByText(`线索${tag}a`, { exact: true }).click()
    await expect(page.getByRole('heading', { name: '提交内容' })).toBeVisible()
    // The course by its name (its internal slug means nothing to staff).
    await expect(page.getByText('AI 战略班', { exact: true })).toBeVisible()
    // 标记已联系 reaches the server at once; 撤销 sends the reverse change, which the timeline records.
    await page.getByRole('button', { name: '标记已联系' }).click()
    await expect(page.getByText('状态更新成功！')).toBeVisible()
    await expect(page.getByRole('button', { name: '标记已联系' })).toHaveCount(0)
    await page.getByRole('button', { name: '撤销' }).click()
    await expect(page.getByRole('button', { name: '标记已联系' })).toBeVisible()
    await expect(page.getByText('撤销了状态变更：状态由 已联系 改回 待处理')).toBeVisible({ timeout: 15_000 })
    await page.reload()
    await expect(page.getByRole('button', { name: '标记已联系' })).toBeVisible()
    await page.getByRole('button', { name: '标记已联系' }).click()
    await expect(page.getByText('状态更新成功！')).toBeVisible()
    await expect(page.getByRole('button', { name: '标记已联系' })).toHaveCount(0)
    await expect(page.getByText('状态由 待处理 改为 已联系')).toHaveCount(2, { timeout: 15_000 })
    await page.getByRole('button', { name: '标记已完成' }).click()
    await expect(page.getByRole('button', { name: '标记已完成' })).toHaveCount(0)
    await expect(page.getByText('状态由 已联系 改为 已完成')).toBeVisible({ timeout: 15_000 })
    // A completed lead can be set back on its own page; the timeline records it.
    await page.getByRole('button', { name: '修改状态' }).click()
    await page.getByRole('menuitem', { name: '已联系' }).click()
    await expect(page.getByRole('button', { name: '标记已完成' })).toBeVisible()
    await expect(page.getByText('状态由 已完成 改为 已联系')).toBeVisible({ timeout: 15_000 })

    // A note survives a reload, with its author.
    const note = `已电话沟通，${project} 下周回访`
    await page.getByLabel('备注').fill(note)
    await page.getByRole('button', { name: '添加备注' }).click()
    await expect(page.getByText('备注已添加')).toBeVisible()
    await page.reload()
    await expect(page.getByText(note)).toBeVisible()
    await expect(page.getByText(process.env.E2E_STAFF_USERNAME!).first()).toBeVisible()

    // The last lead shares this one's phone: listed as a possible duplicate, linked.
    const duplicates = page.locator('section').filter({ has: page.getByRole('heading', { name: '可能重复' }) })
    await expect(duplicates.getByText(new RegExp(`线索${tag}${letters(LEAD_COUNT - 1)}`))).toBeVisible()
    await reviewShot(page, `admin-lead-${project}`, { fullPage: true })
    expect(await overflowsSideways(page)).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    await duplicates.getByRole('link').first().click()
    await expect(page.getByText(`desk-${project}-${LEAD_COUNT - 1}@example.com`).first()).toBeVisible()

    // Signing out ends the session and returns to the login page.
    await page.getByRole('button', { name: '退出登录' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/forms')
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect(consoleProblems).toEqual([])
  })

  test('a lead sent from the public site appears in the open desk without a reload', async ({ page, context, consoleProblems }, testInfo) => {
    const project = testInfo.project.name
    await signIn(page)
    await page.goto('/admin/forms')
    const before = await statTotal(page)

    const visitor = await context.newPage()
    const name = project === 'phone' ? '实时线索手机' : '实时线索桌面'
    await visitor.goto('/contact')
    const form = visitor.locator('form').filter({ has: visitor.getByRole('checkbox') })
    await form.getByLabel('姓名').fill(name)
    await form.getByLabel('邮箱').fill(`live-${project}-${Date.now()}@example.com`)
    await form.getByLabel('手机号码').fill('13700137000')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: '提交' }).click()
    await expect(visitor.getByText('提交成功！')).toBeVisible()
    await visitor.close()

    await expect(page.getByText(`新线索：${name}`)).toBeVisible()
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
    await expect(page.locator('[data-stat="total"]')).toHaveText(String(before + 1))
    expect(consoleProblems).toEqual([])
  })
})
