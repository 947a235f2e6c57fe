// What a visitor downloads for an article whose body holds a 4000×3000 phone photo: a photo-like JPEG drawn
// in Chromium is uploaded whole as a body image (as before the back office shrank photos, or through the
// API), an article shows it, and Chromium opens the article's page (/news/<id>) and the news modal
// (/market-activities?news=<id>) as a phone (375 px, the e2e phone project's Pixel 7: 2.625 device pixels
// per CSS pixel; and at 2), and a desktop (1280 px, 1), scrolled to the image; every news_images response is
// counted from Chromium's network log (body and headers), over an emulated 4G connection, with the time
// the image had arrived. Before that, each
// thumbnail size is fetched twice: the time PocketBase takes to make it, then to serve it.
import { chromium, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'

// drawPhoto runs in the page (page.evaluate), with the browser's globals.
/* global document */

/** A 4000×3000 JPEG as a phone takes one: smooth light, shapes, and sensor noise (which JPEG cannot drop). */
async function drawPhoto({ width, height, quality }) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  const sky = context.createLinearGradient(0, 0, 0, height)
  sky.addColorStop(0, '#6fa8dc')
  sky.addColorStop(0.55, '#d9e7f2')
  sky.addColorStop(1, '#7a6a4f')
  context.fillStyle = sky
  context.fillRect(0, 0, width, height)
  let seed = 7
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  for (let i = 0; i < 400; i++) {
    context.fillStyle = `hsla(${Math.floor(random() * 360)}, 35%, ${30 + Math.floor(random() * 50)}%, 0.55)`
    context.fillRect(random() * width, height * 0.4 + random() * height * 0.6, 40 + random() * 400, 40 + random() * 300)
  }
  const image = context.getImageData(0, 0, width, height)
  const pixels = image.data
  for (let i = 0; i < pixels.length; i += 4) {
    const noise = (random() - 0.5) * 28
    pixels[i] += noise
    pixels[i + 1] += noise
    pixels[i + 2] += noise
  }
  context.putImageData(image, 0, 0)
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
  return Array.from(new Uint8Array(await blob.arrayBuffer()))
}

/** A 4G phone connection (Chromium's network emulation). */
const NETWORK = { label: '10 Mbit/s down, 40 ms', offline: false, latency: 40, downloadThroughput: (10 * 1e6) / 8, uploadThroughput: (5 * 1e6) / 8 }

const VIEWS = [
  { label: 'phone 375 px', context: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } } },
  { label: 'phone 375 px 2x', context: { ...devices['Pixel 7'], viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 } },
  { label: 'desktop 1280 px', context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
]

/** The news_images responses of opening `url` in `context` and bringing the body image on screen. */
async function imageDownloads(browser, view, url) {
  const context = await browser.newContext(view.context)
  const page = await context.newPage()
  const network = await context.newCDPSession(page)
  await network.send('Network.enable')
  const { label: _label, ...conditions } = NETWORK
  await network.send('Network.emulateNetworkConditions', conditions)
  const downloads = []
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/api/files/news_images/')) return
    const sizes = await request.sizes()
    downloads.push({ url: request.url().replace(/^https?:\/\/[^/]+/, ''), bytes: sizes.responseBodySize + sizes.responseHeadersSize })
  })
  await page.goto(url, { waitUntil: 'load' })
  const image = page.locator('[data-testid="news-body"] img').first()
  await image.scrollIntoViewIfNeeded()
  await image.evaluate((img) => (img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))))
  await page.waitForLoadState('networkidle')
  const shown = await image.evaluate((img) => ({
    cssWidth: img.getBoundingClientRect().width,
    currentSrc: img.currentSrc,
    loadedMs: performance.getEntriesByName(img.currentSrc)[0]?.responseEnd ?? NaN,
  }))
  await context.close()
  return { downloads, shown }
}

/**
 * Prints and returns, per view and per place (article page, modal), the bytes of body-image downloads
 * and which file was loaded, beside the photo's own size.
 */
export async function articleImageBytes({ origin, token }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const drawing = await browser.newPage()
    const photo = Buffer.from(await drawing.evaluate(drawPhoto, { width: 4000, height: 3000, quality: 0.92 }))
    await drawing.close()

    const form = new FormData()
    form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'phone-photo.jpg')
    const uploaded = await fetch(`${origin}/api/collections/news_images/records`, { method: 'POST', headers: { authorization: token }, body: form })
    if (!uploaded.ok) throw new Error(`upload -> ${uploaded.status} ${await uploaded.text()}`)
    const image = await uploaded.json()
    const src = `/api/files/news_images/${image.id}/${image.file}`
    const created = await fetch(`${origin}/api/collections/news/records`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: '基准：正文里的手机照片',
        summary: '一篇正文含 4000×3000 照片的文章',
        category: 'news',
        published: true,
        content: `<p>活动现场：</p><p><img src="${src}" alt="活动现场"></p><p>更多内容。</p>`,
      }),
    })
    if (!created.ok) throw new Error(`article -> ${created.status} ${await created.text()}`)
    const article = await created.json()

    // PocketBase makes a thumbnail on its first request and serves the stored file after.
    console.log(`\nNews body image: a ${(photo.length / 1024).toFixed(0)} KB 4000×3000 JPEG; each thumbnail's first request (made) and second (stored)`)
    const collection = await fetch(`${origin}/api/collections/news_images`, { headers: { authorization: token } }).then((res) => res.json())
    const thumbnails = []
    for (const size of collection.fields.find((field) => field.name === 'file').thumbs) {
      const times = []
      let bytes = 0
      for (let run = 0; run < 2; run++) {
        const started = performance.now()
        bytes = (await (await fetch(`${origin}${src}?thumb=${size}`)).arrayBuffer()).byteLength
        times.push(performance.now() - started)
      }
      thumbnails.push({ size, bytes, firstMs: times[0], secondMs: times[1] })
      console.log(`${size.padEnd(12)} ${(bytes / 1024).toFixed(0).padStart(5)} KB  first ${times[0].toFixed(0).padStart(5)} ms  then ${times[1].toFixed(0).padStart(3)} ms`)
    }

    console.log(`What each view downloads for it (${NETWORK.label}), and when it has it`)
    const rows = []
    for (const view of VIEWS) {
      for (const [place, path] of [
        ['article page', `/news/${article.id}`],
        ['news modal', `/market-activities?news=${article.id}`],
      ]) {
        const { downloads, shown } = await imageDownloads(browser, view, `${origin}${path}`)
        const bytes = downloads.reduce((sum, download) => sum + download.bytes, 0)
        const file = shown.currentSrc.includes('?thumb=') ? shown.currentSrc.replace(/^.*\?thumb=/, 'thumb ') : 'original'
        rows.push({ view: view.label, place, bytes, requests: downloads.length, file, cssWidth: shown.cssWidth, imageLoadedMs: shown.loadedMs })
        console.log(
          `${view.label.padEnd(16)} ${place.padEnd(13)} ${(bytes / 1024).toFixed(0).padStart(6)} KB in ${downloads.length} request(s): ` +
            `${file}, shown ${shown.cssWidth.toFixed(0)} CSS px wide; loaded ${(shown.loadedMs / 1000).toFixed(1)} s after the page's start`,
        )
      }
    }
    return { photoBytes: photo.length, thumbnails, rows }
  } finally {
    await browser.close()
  }
}
