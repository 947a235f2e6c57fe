// Staff write a news article in the back office (/admin/news) on a desktop and a phone: rich text with
// a heading, bold and a list, a cover image and tags; publish it, pin it, see it on /market-activities and
// in its modal; unpublish it and see it gone at the next load; delete it with the spec's confirmation.
import type { Page } from '@playwright/test'
import { smallPng } from '../support/fixtures/images'
import { engageIsland } from '../support/engage-page'
import { axeViolations, expect, reviewShot, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

/** The article's row on a desktop, its card on a phone. */
function articleItem(page: Page, isPhone: boolean, title: string) {
  return (isPhone ? page.locator('main li') : page.locator('tbody tr')).filter({ hasText: title })
}

/** The 新闻资讯 rail of the market activities page, once its items have loaded. */
async function newsRail(page: Page) {
  await page.goto('/market-activities')
  const rail = page.locator('section').filter({ has: page.getByRole('heading', { name: '新闻资讯' }) })
  await expect(rail.getByRole('link', { name: '阅读全文' }).first()).toBeVisible()
  await engageIsland(page, 'market-news')
  return rail
}

test('write, publish, pin, unpublish and delete an article with rich text and a cover image', { tag: '@phone' }, async ({ browser, page, baseURL, consoleProblems }, testInfo) => {
  // A long journey (a body image, a pasted image, the link dialog, the public modal): 3 min on a loaded machine.
  test.setTimeout(180_000)
  const project = testInfo.project.name
  const isPhone = project === 'phone'
  const title = `华为云新品发布会纪要（${isPhone ? '手机' : '桌面'}${Date.now().toString(36)}）`
  const operator = await operatorClient(baseURL)

  await signIn(page)
  await page.goto('/admin/news')
  await expect(page.getByRole('combobox', { name: '分类' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Create: the defaults are 新闻资讯, published and not pinned; this one starts as a draft.
  await page.getByRole('link', { name: '新建' }).click()
  await expect(page).toHaveURL(/\/admin\/news\/create$/)
  await expect(page.getByRole('combobox', { name: /^分类/ })).toHaveText('新闻资讯')
  await expect(page.getByRole('switch', { name: '发布' })).toBeChecked()
  await expect(page.getByRole('switch', { name: '置顶' })).not.toBeChecked()

  await page.getByRole('textbox', { name: /^标题/ }).fill(title)
  await page.getByRole('textbox', { name: /^摘要/ }).fill('发布会上介绍了昇腾 AI 与盘古大模型的最新进展。')
  // 正文 is required too (spec section 5): nothing is sent without it.
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('请输入新闻正文')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/news\/create$/)

  // Rich text through the Chinese toolbar: a heading, bold words and a bulleted list.
  const editor = page.locator('.ProseMirror')
  await editor.click()
  await page.getByRole('button', { name: /^当前段落样式/ }).click()
  await page.getByRole('menuitem', { name: '标题 2' }).click()
  await editor.pressSequentially('会议要点')
  await editor.press('Enter')
  await page.getByRole('button', { name: '加粗' }).click()
  await editor.pressSequentially('重点内容')
  await page.getByRole('button', { name: '加粗' }).click()
  await editor.pressSequentially('与普通文字')
  await editor.press('Enter')
  await page.getByRole('button', { name: '无序列表' }).click()
  await editor.pressSequentially('第一项')
  await editor.press('Enter')
  await editor.pressSequentially('第二项')
  await expect(editor.locator('h2')).toHaveText('会议要点')
  await expect(editor.locator('strong')).toHaveText('重点内容')
  await expect(editor.locator('ul > li')).toHaveCount(2)

  // A centred closing line linked through the 添加链接 dialog, and an uploaded image in the body.
  await editor.press('Enter')
  await editor.press('Enter')
  await editor.pressSequentially('居中的结语')
  await page.getByRole('button', { name: '居中', exact: true }).click()
  // The line selected as a person drags over it: a key press right after the toolbar's click could land
  // before the editor took its focus back, leaving the caret elsewhere and nothing to link.
  await editor.getByText('居中的结语').selectText()
  await page.getByRole('button', { name: '添加链接' }).click()
  const linkDialog = page.getByRole('dialog', { name: '添加链接' })
  await linkDialog.getByRole('textbox', { name: '链接地址' }).fill('javascript:alert(1)')
  await linkDialog.getByRole('button', { name: '确认' }).click()
  await expect(linkDialog.getByText('请输入完整网址、邮箱地址或以 / 开头的站内地址')).toBeVisible()
  await linkDialog.getByRole('textbox', { name: '链接地址' }).fill('example.com/huawei')
  await linkDialog.getByRole('button', { name: '确认' }).click()
  await expect(linkDialog).toHaveCount(0)
  await expect(editor.locator('p[style*="center"] a')).toHaveAttribute('href', 'https://example.com/huawei')
  await editor.press('End')
  await page.getByTestId('news-image-file').setInputFiles({ name: 'body.png', mimeType: 'image/png', buffer: smallPng(640, 360) })
  await expect(editor.locator('img[src^="/api/files/news_images/"]')).toBeVisible()
  // Another site's image pasted in is left out, with a word saying to upload it.
  await editor.evaluate((element) => {
    const data = new DataTransfer()
    data.setData('text/html', '<p>外站<img src="https://cdn.example.com/a.png"></p>')
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  await expect(page.getByText('已略去 1 张其他网站的图片：网站只能显示上传到本站的图片，请把图片保存到电脑，再点“插入图片”上传')).toBeVisible()
  await expect(editor.locator('img')).toHaveCount(1)

  await page.locator('input[type="file"]:not([data-testid="news-image-file"])').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: smallPng(800, 450) })
  await expect(page.locator('main img[src^="blob:"]')).toBeVisible()
  await page.getByRole('textbox', { name: '作者' }).fill('市场部')

  // Tags: trimmed, added with Enter or the button, no duplicates, removable.
  const tagBox = page.getByRole('textbox', { name: '标签' })
  await tagBox.fill('  昇腾 ')
  await tagBox.press('Enter')
  await tagBox.fill('大模型')
  await page.getByRole('button', { name: '添加标签' }).click()
  await tagBox.fill('草稿标签')
  await tagBox.press('Enter')
  await tagBox.fill('昇腾')
  await tagBox.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: '该标签已添加' })).toBeVisible()
  const tagList = page.getByRole('list', { name: '标签' })
  await expect(tagList.getByRole('listitem')).toHaveText(['昇腾', '大模型', '草稿标签'])
  await tagList.getByRole('button', { name: '草稿标签' }).press('Delete')
  await expect(tagList.getByRole('listitem')).toHaveText(['昇腾', '大模型'])

  await page.getByRole('switch', { name: '发布' }).uncheck()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('新闻创建成功！')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/news(\?.*)?$/)

  const stored = await operator.collection('news').getFirstListItem(operator.filter('title = {:title}', { title }))
  expect(stored.category).toBe('news')
  expect(stored.published).toBe(false)
  expect(stored.published_at).toBe('')
  expect(stored.tags).toEqual(['昇腾', '大模型'])
  expect(stored.author).toBe('市场部')
  expect(stored.image).not.toBe('')
  expect(stored.content).toContain('<h2>会议要点</h2>')
  expect(stored.content).toContain('<strong>重点内容</strong>')
  expect(stored.content).toMatch(/<ul>\s*<li>\s*<p>第一项<\/p>\s*<\/li>\s*<li>\s*<p>第二项<\/p>\s*<\/li>\s*<\/ul>/)
  // The body image (a photo: uploaded as JPEG) with the size the editor read.
  expect(stored.content).toMatch(/<p style="text-align: center"><a href="https:\/\/example\.com\/huawei">居中的结语<\/a><img src="\/api\/files\/news_images\/[a-z0-9]{15}\/body_\w+\.jpg" alt="" width="640" height="360">外站<\/p>/)
  expect(stored.content).not.toContain('cdn.example.com')

  // The row: thumbnail, 草稿; publish, then pin, each with its toasts.
  const item = articleItem(page, isPhone, title)
  await expect(item.getByText('草稿')).toBeVisible()
  await expect(item.locator('img')).toHaveAttribute('src', /thumb=400x225/)
  await item.getByRole('button', { name: '发布', exact: true }).click()
  await expect(page.getByText('新闻发布成功！')).toBeVisible()
  await expect(item.getByText('已发布')).toBeVisible()
  await item.getByRole('button', { name: '置顶', exact: true }).click()
  await expect(page.getByText('设置置顶成功！')).toBeVisible()
  await expect(item.getByRole('button', { name: '取消置顶' })).toBeVisible()
  const published = await operator.collection('news').getOne(stored.id)
  expect(published.published).toBe(true)
  expect(published.featured).toBe(true)
  expect(published.published_at).not.toBe('')
  await reviewShot(page, `admin-news-${project}`, { fullPage: true })

  // The category filter and the search find it.
  await page.getByRole('combobox', { name: '分类' }).click()
  await page.getByRole('option', { name: '走近华为' }).click()
  await expect(articleItem(page, isPhone, title)).toHaveCount(0)
  // (react-admin keeps the last filter: the address clears it.)
  await page.goto('/admin/news?filter=%7B%7D')
  await page.getByRole('textbox', { name: '搜索' }).fill(title)
  await expect(articleItem(page, isPhone, title)).toHaveCount(1)

  // The edit screen's 预览 opens the public address.
  await page.goto(`/admin/news/${stored.id}`)
  await expect(page.getByRole('textbox', { name: /^标题/ })).toHaveValue(title)
  await expect(page.getByRole('link', { name: '预览' })).toHaveAttribute('href', `/market-activities?news=${stored.id}`)
  await expect(page.getByRole('link', { name: '预览' })).toHaveAttribute('target', '_blank')

  // The public site follows at the next load: first in 新闻资讯, its modal with the rich text and 置顶推荐.
  const rail = await newsRail(page)
  const card = rail.locator('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  await card.getByRole('link', { name: '阅读全文' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(modal.getByText('置顶推荐')).toBeVisible()
  await expect(modal.locator('strong', { hasText: '重点内容' })).toBeVisible()
  await expect(modal.locator('li', { hasText: '第二项' })).toBeVisible()
  await expect(modal.getByText('会议要点')).toBeVisible()
  // The body image loads under the page's CSP (img-src 'self'), the closing line stays centred.
  const bodyImage = modal.locator('img[src^="/api/files/news_images/"]')
  await expect(bodyImage).toBeVisible()
  // (naturalWidth: in CSS pixels of the srcset candidate chosen, so only whether it loaded at all.)
  await expect.poll(() => bodyImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(modal.getByRole('link', { name: '居中的结语' })).toHaveAttribute('href', 'https://example.com/huawei')
  expect(await modal.locator('p', { hasText: '居中的结语' }).evaluate((p) => getComputedStyle(p).textAlign)).toBe('center')

  // Unpublish: gone from the page at the next load, and its address opens nothing.
  await page.goto('/admin/news?filter=%7B%7D')
  const row = articleItem(page, isPhone, title)
  await row.getByRole('button', { name: '取消发布' }).click()
  await expect(page.getByText('新闻已取消发布')).toBeVisible()
  await expect(row.getByText('草稿')).toBeVisible()
  const after = await newsRail(page)
  await expect(after.getByText(title)).toHaveCount(0)
  // A visitor (no staff session in the browser: staff may preview drafts) opening its address sees no article.
  const guest = await browser.newContext({ baseURL })
  const visitor = await guest.newPage()
  await visitor.goto(`/market-activities?news=${stored.id}`)
  await expect(visitor.locator('section').filter({ has: visitor.getByRole('heading', { name: '新闻资讯' }) }).getByRole('link', { name: '阅读全文' }).first()).toBeVisible()
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)
  await guest.close()

  // Delete with the spec's confirmation.
  await page.goto(`/admin/news/${stored.id}`)
  await page.getByRole('toolbar').getByRole('button', { name: '删除', exact: true }).click()
  await expect(page.getByRole('dialog').getByText('确定要删除这篇新闻吗？')).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click()
  await expect(page.getByText('新闻删除成功！')).toBeVisible()
  // Deleted at once: by the time the toast says so, the server has deleted it.
  expect(await operator.collection('news').getOne(stored.id).then(() => 200, (error: { status: number }) => error.status)).toBe(404)

  expect(consoleProblems).toEqual([])
})
