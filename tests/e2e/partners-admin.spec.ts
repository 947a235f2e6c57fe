// Staff run the ISV partners (/admin/isv-partners): add one with a logo, edit it
// (a refusal keeps the modal open), disable, enable and delete it, with /guanghe following at each load.
import type { Browser, Page } from '@playwright/test'
import { axeViolations, expect, reviewShot, staffClient, test } from './fixtures'
import { signIn } from './admin-support'

/** A real 16×16 PNG (the server checks that an upload's content is the image its name says). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOQ9btBEmIY1TCqYfhqAAD880MQ0FIJmgAAAABJRU5ErkJggg==',
  'base64',
)

/** Whether the page is wider than the viewport (something cut off or scrolling sideways). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** The names /guanghe's partner ring offers (its dots are named after the active partners), at a fresh load. */
async function ringNames(browser: Browser, baseURL: string): Promise<string[]> {
  const visitor = await browser.newPage({ baseURL })
  try {
    await visitor.goto('/guanghe')
    // The ring runs as the visitor comes near it (it is below the fold).
    await visitor.locator('#partners').scrollIntoViewIfNeeded()
    const dots = visitor.getByRole('group', { name: '选择伙伴' }).getByRole('button')
    await expect(dots.first()).toBeAttached()
    return await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
  } finally {
    await visitor.close()
  }
}

test('adds, edits, disables, enables and deletes a partner, and /guanghe follows', async ({ page, browser, baseURL, consoleProblems }, testInfo) => {
  // Five saves, four visits of /guanghe and two accessibility checks.
  test.setTimeout(150_000)
  const project = testInfo.project.name
  const name = `光合测试伙伴${Date.now()}`
  const renamed = `${name}改`

  await signIn(page)
  await page.getByRole('menuitem', { name: 'ISV合作伙伴' }).click()
  await expect(page).toHaveURL(/\/admin\/isv-partners$/)
  await expect(page.getByRole('heading', { level: 1, name: 'ISV合作伙伴' })).toBeVisible()
  await expect(page.getByText('管理光合行动页面展示的ISV合作伙伴')).toBeVisible()

  // The demo partners, in display order.
  const cards = page.locator('li[data-partner]')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  const orders = (await cards.getByText(/^显示顺序：\d+$/).allInnerTexts()).map((text) => Number(text.replace('显示顺序：', '')))
  expect(orders).toHaveLength(count)
  expect(orders).toEqual([...orders].sort((a, b) => a - b))
  // Three columns on a desktop (one on a phone: admin-phone.spec.ts).
  const columns = await cards.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size)
  expect(columns).toBe(Math.min(3, count))
  expect(await overflowsSideways(page)).toBe(false)
  expect(await axeViolations(page)).toEqual([])

  // The modal closes on Escape and on the backdrop.
  const addButton = page.getByRole('button', { name: '添加合作伙伴' })
  const createDialog = page.getByRole('dialog', { name: '添加ISV合作伙伴' })
  await addButton.click()
  await expect(createDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(createDialog).toHaveCount(0)
  await addButton.click()
  await expect(createDialog).toBeVisible()
  await page.mouse.click(3, 3)
  await expect(createDialog).toHaveCount(0)

  // Add: required fields first, then everything, with a logo.
  await addButton.click()
  await expect(createDialog.getByLabel('显示顺序')).toHaveValue(String(count + 1))
  await expect(createDialog.getByRole('combobox', { name: '状态' })).toHaveText('启用')
  await createDialog.getByRole('button', { name: '创建' }).click()
  await expect(createDialog.getByText('必填')).toHaveCount(3)
  await createDialog.getByLabel('公司名称').fill(name)
  await createDialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(createDialog.getByRole('img', { name: 'logo.png' })).toBeVisible()
  await expect(createDialog.getByText('建议上传正方形图片，尺寸 200×200')).toBeVisible()
  await createDialog.getByPlaceholder('例如：智能制造、金融科技').fill('智能制造')
  await createDialog.getByLabel('描述').fill('工业视觉质检与云上适配，服务汽车零部件与电子制造企业。')
  await createDialog.getByLabel('成就 1').fill('服务200家工厂')
  await createDialog.getByLabel('成就 3').fill('缺陷检出率99%')
  await createDialog.getByLabel('标签 2').fill('工业视觉')
  await createDialog.getByLabel('官网').fill('https://partner.example.com')
  await createDialog.getByLabel('联系邮箱').fill('bd@partner.example.com')
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `admin-partner-modal-${project}`, { fullPage: true })
  await createDialog.getByRole('button', { name: '创建' }).click()
  await expect(page.getByText('合作伙伴创建成功！')).toBeVisible()
  await expect(createDialog).toHaveCount(0)

  // The card: blank achievements and tags dropped, at the end of the grid, its logo a thumbnail.
  const card = cards.filter({ hasText: name })
  await expect(card).toHaveCount(1)
  await expect(cards.last()).toContainText(name)
  await expect(card.getByLabel('成就').getByRole('listitem')).toHaveText(['服务200家工厂', '缺陷检出率99%'])
  await expect(card.getByLabel('标签').getByRole('listitem')).toHaveText(['工业视觉'])
  await expect(card.getByText(`显示顺序：${count + 1}`)).toBeVisible()
  const logo = card.getByRole('img', { name: `${name}标志` })
  await expect(logo).toHaveAttribute('src', /thumb=200x200/)
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  const staff = await staffClient(baseURL)
  const id = (await card.getAttribute('data-partner'))!
  expect(await staff.collection('isv_partners').getOne(id)).toMatchObject({
    name,
    field: '智能制造',
    achievements: ['服务200家工厂', '缺陷检出率99%'],
    tags: ['工业视觉'],
    website_url: 'https://partner.example.com',
    contact_email: 'bd@partner.example.com',
    order_index: count + 1,
    active: true,
    featured: false,
    logo: expect.stringMatching(/\.png$/),
  })
  expect(await ringNames(browser, baseURL!)).toContain(name)

  // Edit: a refusal keeps the modal open with the server's messages; then a good save.
  await card.getByRole('button', { name: '编辑' }).click()
  const editDialog = page.getByRole('dialog', { name: '编辑ISV合作伙伴' })
  await expect(editDialog.getByLabel('公司名称')).toHaveValue(name)
  await expect(editDialog.getByLabel('成就 2')).toHaveValue('缺陷检出率99%')
  await editDialog.getByLabel('公司名称').fill(renamed)
  await editDialog.getByLabel('成就 1').fill('')
  await editDialog.getByLabel('成就 3').fill('长'.repeat(51))
  await editDialog.getByRole('button', { name: '更新' }).click()
  await expect(editDialog.getByRole('alert').filter({ hasText: '请检查并修正表单中的错误' })).toBeVisible()
  await expect(editDialog.getByText('每项成就不能超过50个字符')).toBeVisible()
  await expect(editDialog).toBeVisible()
  await editDialog.getByLabel('成就 3').fill('获评省级专精特新')
  await editDialog.getByRole('button', { name: '更新' }).click()
  await expect(page.getByText('合作伙伴更新成功！')).toBeVisible()
  await expect(editDialog).toHaveCount(0)
  const renamedCard = cards.filter({ hasText: renamed })
  await expect(renamedCard.getByLabel('成就').getByRole('listitem')).toHaveText(['缺陷检出率99%', '获评省级专精特新'])
  expect(await ringNames(browser, baseURL!)).toContain(renamed)

  // Disable: only `active` is sent; the card dims and /guanghe drops the partner.
  const patch = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes(`/isv_partners/records/${id}`))
  await renamedCard.getByRole('switch', { name: '点击禁用' }).click()
  expect((await patch).postDataJSON()).toEqual({ active: false })
  await expect(page.getByText('合作伙伴已停用')).toBeVisible()
  await expect(renamedCard).toHaveAttribute('data-active', 'false')
  await expect(renamedCard.getByRole('switch', { name: '点击启用' })).not.toBeChecked()
  // A hidden partner's logo still loads for staff (a file token).
  await expect.poll(() => renamedCard.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `admin-partners-${project}`, { fullPage: true })
  expect(await ringNames(browser, baseURL!)).not.toContain(renamed)

  // Enable again, then delete (after its confirmation): /guanghe shows it, then not.
  await renamedCard.getByRole('switch', { name: '点击启用' }).click()
  await expect(page.getByText('合作伙伴已启用')).toBeVisible()
  await expect(renamedCard).toHaveAttribute('data-active', 'true')
  expect(await ringNames(browser, baseURL!)).toContain(renamed)
  await renamedCard.getByRole('button', { name: '删除' }).click()
  const confirm = page.getByRole('dialog', { name: '删除合作伙伴' })
  await expect(confirm.getByText('确定要删除这个合作伙伴吗？')).toBeVisible()
  await confirm.getByRole('button', { name: '取消' }).click()
  await expect(renamedCard).toHaveCount(1)
  await renamedCard.getByRole('button', { name: '删除' }).click()
  await confirm.getByRole('button', { name: '确认' }).click()
  await expect(page.getByText('合作伙伴删除成功！')).toBeVisible()
  await expect(renamedCard).toHaveCount(0)
  await expect(cards).toHaveCount(count)
  // Deleted at once: by the time the toast says so, the server has deleted it, and /guanghe no longer shows it.
  const listed = await staff.collection('isv_partners').getList(1, 1, { filter: staff.filter('name = {:name}', { name: renamed }) })
  expect(listed.totalItems).toBe(0)
  expect(await ringNames(browser, baseURL!)).not.toContain(renamed)
  // The one refused save above; nothing else.
  expect(consoleProblems).toEqual(['error: Failed to load resource: the server responded with a status of 400 (Bad Request)'])
})
