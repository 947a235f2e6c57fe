// A lead form takes typing the moment the page shows: its served inputs work before its code has
// arrived, focusing one starts loading that code, and the form adopts what was typed; a submit
// pressed meanwhile waits for the form's code and then goes through.
import { expect, staffClient, test } from './fixtures'

/** The lead form's own chunk (src/site/forms/lead-form.tsx), held back until the test lets it go. */
const FORM_CODE = /\/assets\/lead-form\.[\w-]+\.js$/

test('text typed and a submit pressed before the form’s code arrives are kept and sent', async ({ page, baseURL, consoleProblems }, testInfo) => {
  const email = `early-${testInfo.project.name}-${Date.now()}@example.com`
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = 0
  await page.route(FORM_CODE, async (route) => {
    asked += 1
    await released
    await route.continue()
  })
  await page.goto('/contact')
  const island = page.locator('[data-island="lead-form"]')
  const form = island.locator('form')
  await page.waitForLoadState('load')
  expect(await form.getAttribute('data-form-ready')).toBeNull()

  await form.getByLabel('姓名').fill('王五')
  await form.getByLabel('邮箱').fill(email)
  await form.getByLabel('留言内容').fill('页面刚打开就填写的留言。')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交' }).click()
  // The form's code was asked for and is held: the form is still plain HTML, the page stayed.
  await expect.poll(() => asked).toBeGreaterThan(0)
  expect(await form.getAttribute('data-form-ready')).toBeNull()
  await expect(form.getByLabel('姓名')).toHaveValue('王五')
  expect(new URL(page.url()).pathname).toBe('/contact')
  expect(new URL(page.url()).search).toBe('')

  release()
  await expect(page.getByText('提交成功！')).toBeVisible()
  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(`email = "${email}"`)
  expect(lead).toMatchObject({ form_type: 'contact', name: '王五', message: '页面刚打开就填写的留言。', consent: true, status: 'pending' })
  expect(consoleProblems).toEqual([])
})
