// A 4000×3000 phone photo put into an article in the back office: the browser uploads it shrunk to the
// body's largest size with its size on the <img>, and a phone reading the article downloads one thumbnail
// of it, never the photo (which thumbnail is Chromium's choice from the srcset the server writes).
import type { Request } from '@playwright/test'
import newsImages from '../../pb_hooks/lib/shared/news-images.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { operatorClient, signIn } from './admin-support'

// drawPhoto runs in the page (page.evaluate), with the browser's globals.
/** A 4000×3000 JPEG drawn in the browser, as base64: light, shapes and some grain. */
async function drawPhoto(): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = 4000
  canvas.height = 3000
  const context = canvas.getContext('2d')!
  const sky = context.createLinearGradient(0, 0, 0, canvas.height)
  sky.addColorStop(0, '#6fa8dc')
  sky.addColorStop(1, '#7a6a4f')
  context.fillStyle = sky
  context.fillRect(0, 0, canvas.width, canvas.height)
  for (let i = 0; i < 300; i++) {
    context.fillStyle = `hsl(${(i * 47) % 360}, 35%, ${30 + ((i * 13) % 50)}%)`
    context.fillRect((i * 733) % canvas.width, 1200 + ((i * 379) % 1800), 60 + ((i * 91) % 300), 60 + ((i * 57) % 200))
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.95))
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The pixel width and byte size of the image at `url`, decoded by the browser. */
async function imageFacts(url: string): Promise<{ width: number; height: number; bytes: number; type: string }> {
  const blob = await (await fetch(url)).blob()
  const bitmap = await createImageBitmap(blob)
  return { width: bitmap.width, height: bitmap.height, bytes: blob.size, type: blob.type }
}

test('a phone photo in an article goes up shrunk and reaches a phone as a thumbnail', { tag: '@phone-only' }, async ({ page, baseURL, consoleProblems }) => {
  test.setTimeout(120_000)
  const operator = await operatorClient(baseURL)
  const title = `正文照片（${Date.now().toString(36)}）`
  await signIn(page)
  await page.goto('/admin/news/create')
  await page.getByRole('textbox', { name: /^标题/ }).fill(title)
  await page.getByRole('textbox', { name: /^摘要/ }).fill('活动现场的一张手机照片。')
  const editor = page.locator('.ProseMirror')
  await editor.click()
  await editor.pressSequentially('活动现场：')

  const photo = Buffer.from(await page.evaluate(drawPhoto), 'base64')
  await page.getByTestId('news-image-file').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo })
  const inserted = editor.locator('img[src^="/api/files/news_images/"]')
  const edge = newsImages.uploadMaxEdge
  await expect(inserted).toHaveAttribute('width', String(edge))
  await expect(inserted).toHaveAttribute('height', String((edge * 3) / 4))
  const src = (await inserted.getAttribute('src'))!
  const uploaded = await page.evaluate(imageFacts, src)
  expect(uploaded).toMatchObject({ width: edge, height: (edge * 3) / 4, type: 'image/jpeg' })
  expect(uploaded.bytes).toBeLessThan(photo.length)

  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('新闻创建成功！')).toBeVisible()
  const stored = await operator.collection('news').getFirstListItem(operator.filter('title = {:title}', { title }))
  expect(stored.content).toContain(`<img src="${src}" alt="" width="${edge}" height="${(edge * 3) / 4}">`)

  // Read on the phone: one request for the body image, a thumbnail, sharp enough for its width on screen.
  const article = `/news/${stored.id}`
  const requested: string[] = []
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (new URL(request.frame().url()).pathname === article && url.pathname.startsWith('/api/files/news_images/')) requested.push(url.pathname + url.search)
  }
  page.on('request', onRequest)
  await page.goto(article)
  const image = page.locator('[data-testid="news-body"] img')
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''))).toContain('?thumb=')
  page.off('request', onRequest)
  const { currentSrc, shownWidth } = await image.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, shownWidth: img.getBoundingClientRect().width }))
  expect(requested).toEqual([new URL(currentSrc).pathname + new URL(currentSrc).search])
  const loaded = await page.evaluate(imageFacts, currentSrc)
  expect(loaded.width).toBeLessThan(uploaded.width)
  expect(loaded.width).toBeGreaterThanOrEqual(shownWidth)
  expect(loaded.bytes).toBeLessThan(uploaded.bytes)
  expect(consoleProblems).toEqual([])
})
