// 光合行动 with the demo partners: a side card comes to the centre on click, the event video is
// the project's own file, and an application reaches the back office as partner_application.
import { layout } from '../../src/site/theme'
import { carouselRoles } from '../../src/site/ui/pager-controls'
import { expect, reviewShot, staffClient, test } from './fixtures'

test('a side partner card comes to the centre and an application is stored', async ({ page, baseURL, request, consoleProblems }, testInfo) => {
  await page.goto('/guanghe')
  // The ring runs as the visitor comes near it (it is below the fold).
  await page.locator('#partners').scrollIntoViewIfNeeded()
  const centre = page.locator('[data-side="false"]')
  await expect(centre).toHaveCount(1)
  const first = await centre.getAttribute('data-partner')
  const side = page.locator('[data-side="true"]').first()
  const chosen = await side.getAttribute('data-partner')
  await side.click()
  await expect(centre).toHaveAttribute('data-partner', chosen!)
  expect(chosen).not.toBe(first)
  await expect(centre.getByLabel('成就').getByRole('listitem')).not.toHaveCount(0)

  const source = await page.locator('video source').getAttribute('src')
  const clip = await request.get(source!)
  expect(clip.status()).toBe(200)
  expect(clip.headers()['content-type']).toBe('video/webm')
  // Served with nothing fetched but its poster, the clip plays by itself once its island runs.
  await page.locator('video').scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => ({ playing: !video.paused, preload: video.preload }))).toEqual({ playing: true, preload: 'auto' })

  const email = `isv-${testInfo.project.name}-${Date.now()}@example.com`
  const form = page.locator('#apply')
  await form.getByLabel('公司名称').fill('光合测试科技')
  await form.getByLabel('姓名').fill('赵六')
  await form.getByLabel('职位').fill('CEO')
  await form.getByLabel('手机号码').fill('13812345678')
  await form.getByLabel('邮箱').fill(email)
  await form.getByLabel('企业规模').selectOption({ index: 2 })
  await form.getByLabel('所属行业').selectOption({ index: 1 })
  await form.getByLabel('详细需求').fill('希望把质检方案做云上适配。')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(form.getByText('提交成功！')).toBeVisible()
  await reviewShot(page, `guanghe-${testInfo.project.name}`, { fullPage: true })

  const staff = await staffClient(baseURL)
  const lead = await staff.collection('form_submissions').getFirstListItem(staff.filter('email = {:email}', { email }))
  expect(lead).toMatchObject({ form_type: 'partner_application', company: '光合测试科技', position: 'CEO', message: '希望把质检方案做云上适配。' })
  expect(lead.company_size).not.toBe('')
  expect(consoleProblems).toEqual([])
})

test('立即申请 in the hero jumps to the application form, below the navbar, as does a link from another page', async ({ page, consoleProblems }) => {
  const formTop = () => page.locator('#apply').evaluate((element) => Math.round(element.getBoundingClientRect().top))
  const headerHeight = Number.parseFloat(layout.headerHeight)

  await page.goto('/guanghe')
  await page.locator(`[aria-roledescription="${carouselRoles.carousel}"]`).getByRole('link', { name: '立即申请' }).click()
  await expect(page).toHaveURL(/\/guanghe#apply$/)
  await expect(page.locator('#apply').getByRole('heading', { level: 2 })).toBeInViewport()
  // The section starts right under the fixed navbar, not behind it.
  await expect.poll(formTop).toBe(headerHeight)

  await page.goto('/')
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/guanghe#apply'
    link.textContent = '申请加入'
    document.body.prepend(link)
  })
  await page.getByRole('link', { name: '申请加入' }).click()
  await expect(page).toHaveURL(/\/guanghe#apply$/)
  await expect(page.locator('#apply').getByRole('heading', { level: 2 })).toBeInViewport()
  await expect.poll(formTop).toBe(headerHeight)
  expect(consoleProblems).toEqual([])
})

test('on a phone the partner dots sit right under the centre card', { tag: '@phone-only' }, async ({ page, consoleProblems }) => {
  await page.goto('/guanghe')
  await page.locator('#partners').scrollIntoViewIfNeeded()
  const centre = page.locator('[data-side="false"]')
  await expect(centre).toBeVisible()
  const dots = page.getByRole('group', { name: '选择伙伴' })
  const gap = async () => {
    const card = (await centre.boundingBox())!
    const controls = (await dots.boundingBox())!
    return Math.round(controls.y - (card.y + card.height))
  }
  // The stage's margin under the card and the controls' own: no empty band.
  await expect.poll(gap).toBeLessThanOrEqual(48)
  await expect.poll(gap).toBeGreaterThanOrEqual(0)
  expect(consoleProblems).toEqual([])
})
