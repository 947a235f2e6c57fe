// A salesperson works leads on the desk at 1280 px, 768 px (a tablet in portrait) and on a phone: each change
// (stage, 负责人, expected value, 已流失 with its reason, 撤销) is followed at once by a reload, and nothing is lost;
// the 负责人 views find the leads; the desk fits the width and a phone's targets are a finger's size.
import type { Page } from '@playwright/test'
import { TOUCH_TARGET_PX } from '../../src/admin/layout/phone-width'
import { expect, test } from './fixtures'
import { createStaffAccount, operatorClient, signInAs } from './admin-support'

/** What a visitor typed, brackets and all: shown as typed, never as markup. */
const TYPED = '预算<50万，参训人数>30人，老师 <张> 说'

async function seedLeads(baseURL: string | undefined, mark: string) {
  const operator = await operatorClient(baseURL)
  const names = ['甲', '乙', '丙', '丁'].map((suffix) => `工作台${suffix}`)
  for (const [i, name] of names.entries()) {
    await operator.collection('form_submissions').create({
      form_type: 'contact',
      name,
      email: `${mark}-${i}@example.com`,
      phone: `1390002${String(i).padStart(4, '0')}`,
      company: `${mark}公司`,
      message: i === 0 ? TYPED : '想了解课程安排',
      consent: true,
    })
  }
  return names
}

/** The desk filtered to this run's leads (a fresh filter: react-admin remembers the last one). */
async function openDesk(page: Page, mark: string) {
  await page.goto(`/admin/forms?filter=${encodeURIComponent(JSON.stringify({ q: mark }))}`)
  await expect(page.getByText('共 4 条')).toBeVisible()
}

async function openLead(page: Page, mark: string, name: string) {
  await openDesk(page, mark)
  await page.getByText(name, { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: '提交内容' })).toBeVisible()
}

function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** The visible buttons smaller than a finger on a phone, by name and size. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const targets = [...document.querySelectorAll<HTMLElement>('button, [role="button"], [role="combobox"]')]
    return targets
      .filter((element) => element.offsetParent !== null && !element.closest('[aria-hidden="true"]'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < min - 0.5 || box.width < min - 0.5))
      .map(({ element, box }) => `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`)
  }, TOUCH_TARGET_PX)
}

async function workLeads(page: Page, baseURL: string | undefined, mark: string, isPhone: boolean) {
  const names = await seedLeads(baseURL, mark)
  const me = await createStaffAccount(baseURL, 'desk', 'sales')
  await signInAs(page, me.username, me.password)
  await expect(page).toHaveURL(/\/admin\/?$/)

  await openDesk(page, mark)
  expect(await overflowsSideways(page)).toBe(false)
  if (isPhone) expect(await smallTargets(page)).toEqual([])

  // 标记已联系 is saved at once: a reload right after it keeps it.
  await openLead(page, mark, names[0])
  await expect(page.getByText(TYPED)).toBeVisible()
  await page.getByRole('button', { name: '标记已联系' }).click()
  await expect(page.getByText('状态更新成功！')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: '标记已完成' })).toBeVisible()

  // 负责人, by name, kept across a reload.
  await page.getByRole('combobox', { name: '负责人' }).click()
  await page.getByRole('option', { name: me.username }).click()
  await expect(page.getByText('负责人已更新')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: '负责人' })).toHaveText(me.username)

  // The expected value in yuan.
  await page.getByLabel('预计金额（元）').fill('88000')
  await page.getByLabel('预计金额（元）').press('Enter')
  await expect(page.getByText('预计金额已保存')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('预计金额（元）')).toHaveValue('88000')

  // 已报价, then 撤销: the reverse change is saved and logged in the timeline.
  await page.getByRole('button', { name: '修改状态' }).click()
  await page.getByRole('menuitem', { name: '已报价' }).click()
  await expect(page.getByText('状态更新成功！')).toBeVisible()
  await page.getByRole('button', { name: '撤销' }).click()
  await expect(page.getByText('已撤销，线索已改回原来的状态')).toBeVisible()
  await page.reload()
  await expect(page.getByText('撤销了状态变更：状态由 已报价 改回 已联系')).toBeVisible()
  await expect(page.getByRole('button', { name: '标记已完成' })).toBeVisible()
  expect(await overflowsSideways(page)).toBe(false)
  if (isPhone) expect(await smallTargets(page)).toEqual([])

  // 已流失 asks for its reason, and keeps it.
  await openLead(page, mark, names[1])
  await page.getByRole('button', { name: '修改状态' }).click()
  await page.getByRole('menuitem', { name: '已流失' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: '流失原因' }).click()
  await page.getByRole('option', { name: '价格超出预算' }).click()
  await dialog.getByRole('button', { name: '标记已流失' }).click()
  await expect(page.getByText('状态更新成功！')).toBeVisible()
  await page.reload()
  await expect(page.getByText('原因：价格超出预算', { exact: true })).toBeVisible()

  // The 负责人 views: 我的未完成 holds the lead given to me, 团队未分配 the open ones nobody has.
  await openDesk(page, mark)
  await page.getByRole('combobox', { name: '视图' }).click()
  await page.getByRole('option', { name: '我的未完成' }).click()
  await expect(page.getByText('共 1 条')).toBeVisible()
  await expect(page.getByText(names[0], { exact: true }).first()).toBeVisible()
  await page.getByRole('combobox', { name: '视图' }).click()
  await page.getByRole('option', { name: '团队未分配' }).click()
  await expect(page.getByText('共 2 条')).toBeVisible()
  await expect(page.getByText(names[2], { exact: true }).first()).toBeVisible()
  await expect(page.getByText(names[3], { exact: true }).first()).toBeVisible()
  expect(await overflowsSideways(page)).toBe(false)
}

test.describe('sales desk', () => {
  test('works leads with a reload after each change, nothing lost', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
    test.setTimeout(120_000)
    const project = testInfo.project.name
    await workLeads(page, baseURL, `sales-${project}-${Date.now().toString(36)}`, project === 'phone')
    expect(consoleProblems).toEqual([])
  })

  test.describe('on a tablet in portrait', () => {
    test.use({ viewport: { width: 768, height: 1024 } })

    test('works leads at 768 px with the menu as a drawer', async ({ page, baseURL, consoleProblems }) => {
      test.setTimeout(120_000)
      await workLeads(page, baseURL, `sales-tablet-${Date.now().toString(36)}`, false)
      // The menu opens over the page and closes after a move.
      await page.getByRole('button', { name: '打开菜单' }).click()
      await page.getByRole('menuitem', { name: '仪表盘' }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await expect(page.getByRole('menuitem', { name: '表单数据' })).toBeHidden()
      expect(consoleProblems).toEqual([])
    })
  })
})
