// 个人信息请求 (/admin/privacy) in a browser: an admin finds a person by their phone written another way, sees
// what each place holds and their leads, downloads the export, erases them after a confirmation that names
// the counts and the backups, and finds the two requests in the log (`@phone`: the same on a phone, nothing
// cut off). What export and erase do to the data is the api tier's (tests/api/privacy.test.ts).
import { readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import { operatorClient, signIn } from './admin-support'
import { axeViolations, expect, reviewShot, test } from './fixtures'

test('an admin finds a person, exports and erases their data, and the request log shows both', { tag: '@phone' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const operator = await operatorClient(baseURL)
  // Two leads of one person: the same phone, the e-mail in two cases.
  const phone = `137${String(Date.now()).slice(-8)}`
  const email = `privacy-${project}-${Date.now()}@example.com`
  for (const [form_type, address] of [
    ['consultation', email],
    ['contact', email.toUpperCase()],
  ]) {
    await operator.collection('form_submissions').create({ form_type, name: '隐私测试', email: address, phone, company: '隐私测试公司', consent: true })
  }

  await signIn(page)
  await page.goto('/admin/privacy')
  const finder = page.getByRole('region', { name: '查找个人信息' })
  await expect(finder).toBeVisible()

  // The phone as a person might give it over the telephone.
  const typed = `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`
  await finder.getByLabel('手机号码或邮箱').fill(typed)
  await finder.getByRole('button', { name: '查找' }).click()
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`
  const result = page.getByRole('region', { name: '查找结果' })
  await expect(result.getByRole('heading', { name: `${masked} 的个人信息` })).toBeVisible()
  await expect(result.locator('[data-place="form_submissions"] dd')).toHaveText('2')
  await expect(result.getByText('隐私测试 · 免费咨询')).toBeVisible()
  await expect(result.getByText('隐私测试 · 联系我们')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `admin-privacy-found-${project}`, { fullPage: true })

  // 导出: one ZIP holding the JSON and the workbook.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出（JSON + Excel）' }).click()])
  expect(download.suggestedFilename()).toMatch(/^个人信息副本-\d{8}\.zip$/)
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())))
  const json = Object.keys(files).find((name) => name.endsWith('.json'))!
  expect(Object.keys(files).some((name) => name.endsWith('.xlsx'))).toBe(true)
  expect(JSON.parse(strFromU8(files[json])).各类信息[0]).toMatchObject({ 类别: '线索', 条数: 2 })
  await expect(page.getByText('已导出，文件已下载')).toBeVisible()

  // 删除: the confirmation names what goes and how long the backups keep it.
  await page.getByRole('button', { name: '删除', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `删除 ${masked} 的个人信息？` })
  await expect(dialog.locator('[data-place="form_submissions"] dd')).toHaveText('2')
  await expect(dialog.locator('[data-backup-note]')).toContainText('手动创建的备份不会自动清除')
  expect(await axeViolations(page)).toEqual([])
  await reviewShot(page, `admin-privacy-confirm-${project}`)
  await dialog.getByRole('button', { name: '确认删除' }).click()
  await expect(page.getByText('已删除该联系人的个人信息')).toBeVisible()
  await expect(result.getByText('未找到与该联系方式相关的个人信息')).toBeVisible()
  expect((await operator.collection('form_submissions').getFullList({ filter: operator.filter('phone = {:phone}', { phone }) })).length).toBe(0)

  // The request log: the export and the erasure, the contact masked, handled now.
  const log = page.getByRole('region', { name: '请求记录' })
  await expect(log.getByText(masked)).toHaveCount(2)
  await expect(log.getByText('删除').first()).toBeVisible()
  await expect(log.getByText('查阅复制').first()).toBeVisible()
  await reviewShot(page, `admin-privacy-log-${project}`, { fullPage: true })
  expect(consoleProblems).toEqual([])
})
