// A salesperson works leads on the desk at 1280 px, 768 px (a tablet in portrait) and on a phone: each change
// (stage, 负责人, expected value, 已流失 with its reason, 撤销) is followed at once by a reload, and nothing is lost;
// the 负责人 views find the leads; the desk fits the width and a phone's targets are a finger's size. And a
// salesperson's stretch of twenty leads, each change followed by a reload, all of them in the database after.
import type { Page } from '@playwright/test'
import { TOUCH_TARGET_PX } from '../../src/admin/layout/phone-width'
import { expect, test } from './fixtures'
import { createStaffAccount, letters, operatorClient, signInAs } from './admin-support'

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

/** The lead's 负责人 (its 跟进任务 panel has one of its own, for a task). */
function assigneeOf(page: Page) {
  return page.getByRole('region', { name: '提交内容' }).getByRole('combobox', { name: '负责人' })
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
  await assigneeOf(page).click()
  await page.getByRole('option', { name: me.username }).click()
  await expect(page.getByText('负责人已更新')).toBeVisible()
  await page.reload()
  await expect(assigneeOf(page)).toHaveText(me.username)

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

/** Twenty leads worked one after another: 已联系 for all, 负责人 for every other one, 已完成 for every fifth. */
async function workTwentyLeads(page: Page, baseURL: string | undefined, mark: string) {
  const operator = await operatorClient(baseURL)
  const ids: string[] = []
  for (let i = 0; i < 20; i++) {
    const lead = await operator.collection('form_submissions').create({
      form_type: 'contact',
      name: `二十条${letters(i)}`,
      email: `${mark}-${i}@example.com`,
      phone: `1370003${String(i).padStart(4, '0')}`,
      company: `${mark}公司`,
      message: '想了解课程安排',
      consent: true,
    })
    ids.push(lead.id)
  }
  const me = await createStaffAccount(baseURL, 'twenty', 'sales')
  await signInAs(page, me.username, me.password)
  await expect(page).toHaveURL(/\/admin\/?$/)

  for (const [i, id] of ids.entries()) {
    await page.goto(`/admin/forms/${id}/show`)
    await expect(page.getByRole('heading', { name: '提交内容' })).toBeVisible()
    await page.getByRole('button', { name: '标记已联系' }).click()
    await expect(page.getByText('状态更新成功！')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: '标记已完成' })).toBeVisible()
    if (i % 2 === 0) {
      await assigneeOf(page).click()
      await page.getByRole('option', { name: me.username }).click()
      await expect(page.getByText('负责人已更新')).toBeVisible()
      await page.reload()
      await expect(assigneeOf(page)).toHaveText(me.username)
    }
    if (i % 5 === 0) {
      await page.getByRole('button', { name: '标记已完成' }).click()
      await expect(page.getByText('状态更新成功！')).toBeVisible()
      await page.reload()
      await expect(page.getByRole('button', { name: '标记已完成' })).toBeHidden()
    }
  }

  const stored = await Promise.all(ids.map((id) => operator.collection('form_submissions').getOne(id)))
  expect(stored.map((lead) => lead.status)).toEqual(ids.map((_, i) => (i % 5 === 0 ? 'completed' : 'contacted')))
  expect(stored.map((lead) => lead.assignee)).toEqual(ids.map((_, i) => (i % 2 === 0 ? me.id : '')))
}

test.describe('sales desk', () => {
  test('works twenty leads in a row, reloading after each change: every change is in the database', async ({ page, baseURL, consoleProblems }) => {
    test.setTimeout(300_000)
    await workTwentyLeads(page, baseURL, `twenty-${Date.now().toString(36)}`)
    expect(consoleProblems).toEqual([])
  })

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
