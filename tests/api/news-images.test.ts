// Images in news bodies (news_images): staff upload them with the checks of every upload, anyone loads
// them by their plain URL (the public article shows them), nobody lists them but staff, nobody changes or
// deletes one; and an article keeps only <img> of these files on save.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { newsImageSrc } from '../../src/admin/resources/news/news-images'
import { smallPng, textPretendingToBePng } from '../support/fixtures/images'
import { apiContext, client } from '../support/clients'

function imageForm(file: Buffer, name: string, type = 'image/png'): FormData {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file)], { type }), name)
  return form
}

async function status(call: () => Promise<unknown>): Promise<number> {
  try {
    await call()
    return 200
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

async function upload(pb: PocketBase = client('staff')) {
  const record = await pb.collection('news_images').create(imageForm(smallPng(), 'body photo.png'))
  return { record, src: newsImageSrc({ id: record.id, file: record.file }) }
}

describe('news body images', () => {
  it('are uploaded by staff and served to anyone by the address the editor inserts', async () => {
    const { src } = await upload()
    expect(src).toMatch(/^\/api\/files\/news_images\/[a-z0-9]{15}\/body_photo_\w+\.png$/)
    const response = await fetch(`${apiContext().url}${src}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(smallPng())).toBe(true)
  })

  it('refuse a file that is no image with the upload message in Chinese', async () => {
    const failure = await client('staff')
      .collection('news_images')
      .create(imageForm(textPretendingToBePng(), 'fake.png'))
      .then(() => null, (error: unknown) => error)
    expect(failure).toBeInstanceOf(ClientResponseError)
    expect((failure as ClientResponseError).status).toBe(400)
    expect((failure as ClientResponseError).response.data.file).toEqual({ code: 'validation_invalid_mime_type', message: '不支持的文件格式，请上传 JPG、PNG、WebP 或 GIF 图片' })
  })

  it('are listed by staff only, and nobody changes or deletes one', async () => {
    const { record } = await upload()
    const guest = client('guest')
    expect((await guest.collection('news_images').getList(1, 50)).totalItems).toBe(0)
    expect(await status(() => guest.collection('news_images').getOne(record.id))).toBe(404)
    expect(await status(() => guest.collection('news_images').create(imageForm(smallPng(), 'x.png')))).toBe(400)
    expect((await client('staff').collection('news_images').getList(1, 1, { filter: `id = "${record.id}"` })).totalItems).toBe(1)
    for (const role of ['guest', 'staff'] as const) {
      expect(await status(() => client(role).collection('news_images').update(record.id, imageForm(smallPng(), 'y.png')))).toBeGreaterThanOrEqual(403)
      expect(await status(() => client(role).collection('news_images').delete(record.id))).toBeGreaterThanOrEqual(403)
    }
  })

  it('are the only images an article keeps on save', async () => {
    const { src } = await upload()
    const article = await client('staff').collection('news').create({
      title: '正文图片测试',
      summary: '摘要',
      category: 'news',
      published: false,
      content: `<p style="text-align: center">本站<img src="${src}" alt="现场"></p><p>外站<img src="https://cdn.example.com/a.png" alt="外链">后</p><p><img src="/api/files/news/abcdefghijklmno/cover.png"></p>`,
    })
    // (An emptied paragraph stays, as an empty line the editor shows.)
    // (Ours stored with the size of its file: tests/api/news-body-images.test.ts.)
    expect(article.content).toBe(`<p style="text-align: center">本站<img src="${src}" alt="现场" width="320" height="200"></p><p>外站后</p><p></p>`)
  })
})
