// Every back office list fits a laptop with the sidebar open (1024, 1280, 1366 and 1440 px): the page never
// scrolls sideways, and each list's status and action columns and its toolbar stay in view, long values
// included. Staff choose the leads' columns with 显示列, and the choice stays after a reload.
import type { Locator, Page } from '@playwright/test'
import { expect, reviewShot, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

const WIDTHS = [1024, 1280, 1366, 1440]

interface ListCheck {
  path: string
  /** What must be fully inside the window: column headers, toolbar buttons, a row's action. */
  inView: (page: Page) => Locator[]
}

/** A column's header by its text (a sortable one is named 按…排序 by its button). */
const header = (page: Page, name: string) => page.getByRole('columnheader').filter({ hasText: new RegExp(`^${name}$`) })

const lists: ListCheck[] = [
  {
    path: '/admin/forms',
    inView: (page) => [
      header(page, '状态'),
      header(page, '操作'),
      page.getByRole('button', { name: '添加筛选' }),
      page.getByRole('button', { name: '显示列' }),
      page.getByRole('button', { name: '导出' }),
      page.locator('[data-stat="conversionRate"]'),
      page.locator('tbody tr').first().getByRole('button', { name: /^标记已/ }),
    ],
  },
  {
    path: '/admin/outbox',
    inView: (page) => [header(page, '状态'), header(page, '操作'), page.getByRole('button', { name: '立即投递' }), page.getByRole('button', { name: '显示列' })],
  },
  { path: '/admin/carousels', inView: (page) => [header(page, '状态'), header(page, '操作'), page.getByRole('link', { name: '添加轮播图' })] },
  { path: '/admin/news', inView: (page) => [header(page, '状态'), header(page, '操作'), page.getByRole('link', { name: '新建' })] },
  { path: '/admin/isv-partners', inView: (page) => [page.getByRole('button', { name: '添加合作伙伴' })] },
  { path: '/admin/intakes', inView: (page) => [header(page, '状态'), page.getByRole('link', { name: '添加排期' })] },
  { path: '/admin/staff', inView: (page) => [header(page, '状态'), page.getByRole('link', { name: '添加员工' })] },
  { path: '/admin/tasks', inView: (page) => [page.getByRole('button', { name: '已完成' }), page.getByRole('combobox', { name: '负责人' })] },
  { path: '/admin/contacts', inView: (page) => [header(page, '最近提交'), page.getByRole('button', { name: '按公司排列' })] },
  { path: '/admin/reply-templates', inView: (page) => [page.getByRole('link', { name: '新建模板' })] },
]

/** Fails unless `locator` is wholly inside the window, left to right. */
async function expectInView(page: Page, locator: Locator) {
  await expect(locator).toBeVisible()
  const box = (await locator.boundingBox())!
  const width = await page.evaluate(() => window.innerWidth)
  expect(box.x, String(locator)).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, String(locator)).toBeLessThanOrEqual(width)
}

test.describe('back office lists fit a laptop', () => {
  test.beforeAll(async ({ baseURL }) => {
    // A lead with long values, whose mails (notification, auto-reply) land in the mail log too.
    const operator = await operatorClient(baseURL)
    await operator.collection('form_submissions').create({
      form_type: 'consultation',
      name: '欧阳长名字测试员',
      email: 'a-very-long-mailbox-name.for-layout-checks@subdomain.example-company.com',
      phone: '13912345678',
      company: '某某超长名称人工智能数字化转型咨询服务有限公司华东分公司',
      message: '想了解课程',
      consent: true,
    })
  })

  for (const width of WIDTHS) {
    test(`at ${width} px every list fits with its status and actions in view`, async ({ page, consoleProblems }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 800 })
      await signIn(page)
      for (const list of lists) {
        await page.goto(list.path)
        for (const locator of list.inView(page)) await expectInView(page, locator)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${list.path} at ${width}`).toBe(true)
        if (width === 1280) await reviewShot(page, `admin-list${list.path.replace(/\//g, '-')}-${width}`)
      }
      expect(consoleProblems).toEqual([])
    })
  }

  test('staff choose the leads columns and the choice stays after a reload', async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await page.goto('/admin/forms')
    await expect(header(page, '公司')).toHaveCount(0)
    await page.getByRole('button', { name: '显示列' }).click()
    await page.getByLabel('公司', { exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(header(page, '公司')).toBeVisible()
    await page.reload()
    await expect(header(page, '公司')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    // Put back for the other journeys of this worker.
    await page.getByRole('button', { name: '显示列' }).click()
    await page.getByLabel('公司', { exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(header(page, '公司')).toHaveCount(0)
    expect(consoleProblems).toEqual([])
  })
})
