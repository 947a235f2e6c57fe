// News body images at the size a screen needs: saved with the size of their file, shown on the served
// article page (/news/<id>, the build's template filled by a PocketBase of its own) as thumbnails of the
// sizes the news_images file field declares, each served as an image of the width its srcset says, and
// the original never named.
import { JSDOM } from 'jsdom'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import srcsetBuilder from '../../pb_hooks/lib/shared/news-image-srcset.js'
import { newsImageSrc } from '../../src/admin/resources/news/news-images'
import { serveBuiltFiles } from '../support/built-site'
import { pngSize, smallPng } from '../support/fixtures/images'
import type { TestServer } from '../support/test-server'

const BUILT_FILES = ['news/article.html', '404.html', 'maintenance.html']
const PHOTO = { width: 1700, height: 900 }

let server: TestServer
let su: PocketBase

beforeAll(async () => {
  server = await serveBuiltFiles(BUILT_FILES, 'news-body-images')
  su = new PocketBase(server.url)
  su.autoCancellation(false)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

/** Uploads a photo as a body image and publishes an article showing it, written without its size. */
async function publishWithPhoto() {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(smallPng(PHOTO.width, PHOTO.height))], { type: 'image/png' }), 'photo.png')
  const image = await su.collection('news_images').create<{ id: string; file: string }>(form)
  const src = newsImageSrc(image)
  const article = await su.collection('news').create<{ id: string; content: string }>({
    title: '正文大图',
    summary: '摘要',
    category: 'news',
    published: true,
    content: `<p>开头</p><p><img src="${src}" alt="现场"></p>`,
  })
  return { src, article }
}

describe('news body images', () => {
  it('are declared with exactly the thumbnail sizes an article offers', async () => {
    const collection = await su.collections.getOne('news_images')
    const field = collection.fields.find((f: { name: string }) => f.name === 'file')
    expect(field?.thumbs).toEqual(srcsetBuilder.thumbSizes)
  })

  it('are stored with the size of their file when the body is written without it', async () => {
    const { src, article } = await publishWithPhoto()
    expect(article.content).toBe(`<p>开头</p><p><img src="${src}" alt="现场" width="${PHOTO.width}" height="${PHOTO.height}"></p>`)
  })

  it('are shown on the article page as thumbnails to choose from, each an image of the width its srcset says, never the original', async () => {
    const { src, article } = await publishWithPhoto()
    const html = await fetch(`${server.url}/news/${article.id}`).then((res) => res.text())
    expect(html).not.toMatch(new RegExp(`${src.replace(/\./g, '\\.')}(?!\\?thumb=)`))
    const img = new JSDOM(html).window.document.querySelector(`[data-testid="news-body"] img`)
    expect(img?.getAttribute('alt')).toBe('现场')
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([String(PHOTO.width), String(PHOTO.height)])
    expect(img?.getAttribute('decoding')).toBe('async')
    expect(img?.getAttribute('sizes')).toMatch(/^\(max-width: \d+px\) calc\(100vw - \d+px\), \d+px$/)

    const candidates = (img?.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' '))
    // Every declared size narrower than the photo, the photo being wider than all of them.
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(srcsetBuilder.thumbSizes.map((size: string) => `${parseInt(size, 10)}w`))
    expect(img?.getAttribute('src')).toBe(candidates[candidates.length - 1][0])
    for (const [url, descriptor] of candidates) {
      expect(url.startsWith(`${src}?thumb=`)).toBe(true)
      const res = await fetch(`${server.url}${url}`)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const size = pngSize(new Uint8Array(await res.arrayBuffer()))
      expect(`${size.width}w`, url).toBe(descriptor)
      // The photo's aspect (to the pixel: the thumbnail's height is rounded down).
      expect(Math.abs(size.height - (size.width * PHOTO.height) / PHOTO.width)).toBeLessThan(1)
    }
  })
})
