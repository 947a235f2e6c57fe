// Staff run the slides (/admin/carousels): add one with an image on 关于我们, move it up, switch it
// off, and the public page follows at its next load; then delete it. (The list on a phone:
// admin-phone.spec.ts.)
import type { Page } from '@playwright/test'
import type PocketBase from 'pocketbase'
import { carouselRoles } from '../../src/site/ui/pager-controls'
import { artwork } from '../../scripts/demo/artwork.mjs'
import { smallPng, transparentPng } from '../support/fixtures/images'
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

// 关于我们, not 首页: the home page's journey counts the demo's home slides.
const PAGE_ID = 'about'


/** Slides left by an earlier run (a failed run leaves its slide behind). */
async function removeLeftovers(operator: PocketBase) {
  const old = await operator.collection('carousels').getFullList({ filter: operator.filter('title ~ {:mark}', { mark: '轮播测试' }) })
  for (const slide of old) await operator.collection('carousels').delete(slide.id)
}

/** The slides listed, one table row each. */
function slideItems(page: Page) {
  return page.locator('tbody tr')
}

/** The titles of the public page's slides, in order, once the live ones replaced the default one. */
async function publicTitles(page: Page, expectedCount: number): Promise<string[]> {
  await page.goto('/about')
  const carousel = page.getByRole('region', { name: '关于我们' })
  await expect(carousel.getByRole('status', { name: '加载中' })).toHaveCount(0)
  const slides = carousel.locator(`[aria-roledescription="${carouselRoles.slide}"]`)
  await expect(slides).toHaveCount(expectedCount)
  return slides.locator('h2').allTextContents()
}

test.describe('carousels admin', () => {
  test('adds a slide with an image, moves it, switches it off and deletes it; the page follows', async ({ page, baseURL, consoleProblems }, testInfo) => {
    test.setTimeout(90_000)
    const project = testInfo.project.name
    const title = '轮播测试'
    const operator = await operatorClient(baseURL)
    await removeLeftovers(operator)
    // The list shows every slide of the page; the public page the active ones.
    const listed = await operator.collection('carousels').getFullList({ filter: `page_id = "${PAGE_ID}"`, sort: 'order_index,created,id' })
    const others = listed.filter((slide) => slide.active)
    expect(others.length).toBeGreaterThan(0)

    await signIn(page)
    await page.getByRole('menuitem', { name: '轮播图管理' }).click()
    await expect(page).toHaveURL(/\/admin\/carousels/)
    // 首页 by default; then the 关于我们 tab.
    await expect(page.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: '关于我们' }).click()
    await expect(page.getByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'true')
    await expect(slideItems(page).first()).toContainText(listed[0].title)
    const before = await slideItems(page).count()

    // The form: 关于我们 already chosen, the spec's three stats, an image with its preview.
    await page.getByRole('link', { name: '添加轮播图' }).click()
    await expect(page).toHaveURL(/\/admin\/carousels\/create/)
    await expect(page.getByRole('combobox', { name: '页面' })).toHaveText('关于我们')
    await expect(page.getByLabel('名称')).toHaveCount(3)
    await expect(page.getByLabel('名称').nth(0)).toHaveValue('服务企业')
    await expect(page.getByLabel('数值').nth(0)).toHaveValue('1000+')
    await expect(page.getByLabel('名称').nth(2)).toHaveValue('客户满意度')
    await expect(page.getByLabel('数值').nth(2)).toHaveValue('99%')
    // How many of them the public slide shows.
    await expect(page.getByText('公开页面的轮播图只显示前 3 项（手机上显示前 2 项），最多可填 5 项')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // Saving without a title is refused in the form.
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page).toHaveURL(/\/admin\/carousels\/create/)

    await page.getByRole('textbox', { name: /^标题/ }).fill(title)
    await page.getByLabel('副标题').fill('端到端测试')
    await page.locator('input[type="file"]').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: smallPng(640, 360) })
    await expect(page.locator('main img[src^="blob:"]')).toBeVisible()
    await page.getByLabel('按钮文字').fill('联系我们')
    await page.getByRole('combobox', { name: '按钮链接' }).click()
    await page.getByRole('option', { name: '联系我们（/contact）' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('轮播图创建成功！')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/carousels(\?|$)/)

    // Listed last on its page, with its thumbnail; it can move up, not down.
    await expect(slideItems(page)).toHaveCount(before + 1)
    const mine = slideItems(page).last()
    await expect(mine).toContainText(title)
    await expect(mine).toContainText('启用')
    await expect(mine.getByRole('img', { name: title })).toBeVisible()
    await expect(mine.getByRole('img', { name: title })).toHaveAttribute('src', /thumb=640x360/)
    await expect(mine.getByRole('button', { name: '下移' })).toBeDisabled()
    await expect(mine.getByRole('button', { name: '上移' })).toBeEnabled()
    await expect(slideItems(page).first().getByRole('button', { name: '上移' })).toBeDisabled()
    await reviewShot(page, `admin-carousels-${project}`, { fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
    expect(await axeViolations(page)).toEqual([])

    const livePage = await page.context().newPage()
    const othersTitles = others.map((slide) => String(slide.title))
    expect(await publicTitles(livePage, others.length + 1)).toEqual([...othersTitles, title])

    // 上移 up to the top: the page shows it first at its next load.
    for (let i = 0; i < before; i++) {
      const row = slideItems(page).filter({ hasText: title })
      await row.getByRole('button', { name: '上移' }).click()
      await expect(slideItems(page).nth(before - 1 - i)).toContainText(title)
    }
    const top = slideItems(page).first()
    await expect(top.getByRole('button', { name: '上移' })).toBeDisabled()
    await expect(top.getByRole('button', { name: '下移' })).toBeEnabled()
    expect(await publicTitles(livePage, others.length + 1)).toEqual([title, ...othersTitles])

    // The eye: 停用 while active; off, the slide leaves the public page.
    await top.getByRole('button', { name: '停用' }).click()
    await expect(page.getByText('轮播图保存成功！')).toBeVisible()
    await expect(top.getByRole('button', { name: '启用' })).toBeVisible()
    await expect(top).toContainText('停用')
    expect(await publicTitles(livePage, others.length)).toEqual(othersTitles)
    const stored = await operator.collection('carousels').getFirstListItem(operator.filter('title = {:title}', { title }))
    expect(stored).toMatchObject({ active: false, button_link: '/contact', button_text: '联系我们', page_id: PAGE_ID })
    expect(stored.stats).toEqual([
      { label: '服务企业', value: '1000+' },
      { label: '成功案例', value: '500+' },
      { label: '客户满意度', value: '99%' },
    ])

    // Edit: the stored preset link opens as that preset; delete after the spec's confirmation.
    await top.getByText(title).click()
    await expect(page).toHaveURL(new RegExp(`/admin/carousels/${stored.id}`))
    await expect(page.getByRole('combobox', { name: '按钮链接' })).toHaveText('联系我们（/contact）')
    await page.locator('button.ra-delete-button').click()
    await expect(page.getByText('确定要删除这个轮播图吗？')).toBeVisible()
    await page.getByRole('button', { name: '确认' }).click()
    await expect(page.getByText('轮播图删除成功！')).toBeVisible()
    await expect(slideItems(page)).toHaveCount(before)
    await expect(page.getByText(title)).toHaveCount(0)

    expect(consoleProblems).toEqual([])
  })

  test('a photograph is uploaded as JPEG, whatever its format; a picture with transparency as chosen', async ({ page, baseURL, consoleProblems }) => {
    const operator = await operatorClient(baseURL)
    const form = new FormData()
    Object.entries({ title: '照片上传测试', page_id: PAGE_ID, active: 'false', stats: JSON.stringify([{ label: '学员', value: '1' }]) }).forEach(([key, value]) => form.set(key, value))
    form.set('image', new Blob([new Uint8Array(smallPng(64, 36))], { type: 'image/png' }), 'start.png')
    const slide = await operator.collection('carousels').create(form)
    await signIn(page)
    // A WebP photograph as a phone or a web page gives one: Chromium's own encoder.
    const webp = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(800, 450)
      const context = canvas.getContext('2d')!
      const gradient = context.createLinearGradient(0, 0, 800, 450)
      gradient.addColorStop(0, '#134e5e')
      gradient.addColorStop(1, '#71b280')
      context.fillStyle = gradient
      context.fillRect(0, 0, 800, 450)
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 })).arrayBuffer())
      return Array.from(bytes)
    })
    const choices = [
      { file: { name: 'photo.png', mimeType: 'image/png', buffer: artwork(800, 450, { from: '#0b3d91', to: '#12b5cb', seed: 5, format: 'png' }) }, stored: /^photo_\w+\.jpg$/, type: 'image/jpeg' },
      { file: { name: 'camera.webp', mimeType: 'image/webp', buffer: Buffer.from(webp) }, stored: /^camera_\w+\.jpg$/, type: 'image/jpeg' },
      { file: { name: 'badge.png', mimeType: 'image/png', buffer: transparentPng(400, 225) }, stored: /^badge_\w+\.png$/, type: 'image/png' },
    ]
    try {
      for (const choice of choices) {
        await page.goto(`/admin/carousels/${slide.id}`)
        await page.locator('input[type="file"]').setInputFiles(choice.file)
        await expect(page.locator('main img[src^="blob:"]')).toBeVisible()
        await page.getByRole('button', { name: '保存' }).click()
        await expect(page.getByText('轮播图保存成功！')).toBeVisible()
        const stored = await operator.collection('carousels').getOne(slide.id)
        expect(stored.image, choice.file.name).toMatch(choice.stored)
        // The public pages' thumbnail is of the stored format (a token: the slide is switched off).
        const thumb = await fetch(operator.files.getURL(stored, stored.image, { thumb: '640x360', token: await operator.files.getToken() }))
        expect([thumb.status, thumb.headers.get('content-type')], choice.file.name).toEqual([200, choice.type])
      }
    } finally {
      await operator.collection('carousels').delete(slide.id)
    }
    expect(consoleProblems).toEqual([])
  })
})
