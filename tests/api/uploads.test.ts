// Image fields: the server checks the real file type, that the name's extension matches it, and the
// size; it serves thumbnails, and serves files with their image type only.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { baseArgs, ensurePocketBase } from '../../scripts/lib/pocketbase.mjs'
import { declaredPng, largePng, pngSize, smallPng, textPretendingToBePng } from '../support/fixtures/images'
import { apiContext, client } from '../support/clients'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'

const UNSUPPORTED = { code: 'validation_invalid_mime_type', message: '不支持的文件格式，请上传 JPG、PNG、WebP 或 GIF 图片' }

/** A real 1x1 GIF; `alert(1)` after its trailer is what a browser would run if it took it for a script. */
const gifScript = () =>
  Buffer.concat([
    Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
    Buffer.from('\n;alert(1)//', 'utf8'),
  ])

function slideForm(file: Buffer, name: string, type: string): FormData {
  const form = new FormData()
  form.set('title', '上传测试')
  form.set('page_id', 'home')
  form.set('active', 'true')
  form.set('stats', JSON.stringify([{ label: '服务企业', value: '1000+' }]))
  form.set('image', new Blob([new Uint8Array(file)], { type }), name)
  return form
}

async function uploadError(form: FormData): Promise<ClientResponseError> {
  try {
    await client('staff').collection('carousels').create(form)
  } catch (error) {
    if (error instanceof ClientResponseError) return error
    throw error
  }
  throw new Error('the upload was accepted')
}

describe('image uploads', () => {
  it('refuses a text file named .png with 400 whatever content type the client claims', async () => {
    const error = await uploadError(slideForm(textPretendingToBePng(), 'fake.png', 'image/png'))
    expect(error.status).toBe(400)
    expect(error.response.data.image).toEqual(UNSUPPORTED)
  })

  it('refuses an image over 5 MB with 400', async () => {
    expect(limits.image.maxSizeBytes).toBe(5 * 1024 * 1024)
    const error = await uploadError(slideForm(largePng(6 * 1024 * 1024), 'big.png', 'image/png'))
    expect(error.status).toBe(400)
    expect(error.response.data.image).toEqual({ code: 'validation_file_size_limit', message: '文件过大，请上传 5MB 以内的图片' })
  })

  it('accepts a small PNG and serves a 100x100 thumbnail', async () => {
    const staff = client('staff')
    const created = await staff.collection('carousels').create(slideForm(smallPng(), 'slide.png', 'image/png'))
    expect(created.image).toMatch(/\.png$/)

    const original = await fetch(staff.files.getURL(created, created.image))
    expect(original.status).toBe(200)
    expect(pngSize(new Uint8Array(await original.arrayBuffer()))).toEqual({ width: 320, height: 200 })

    const thumb = await fetch(`${apiContext().url}/api/files/carousels/${created.id}/${created.image}?thumb=100x100`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
    expect(pngSize(new Uint8Array(await thumb.arrayBuffer()))).toEqual({ width: 100, height: 100 })
  })
})

describe('image names and types', () => {
  it('refuses a GIF named .js, whatever type the client claims, with 400 and a Chinese message', async () => {
    for (const type of ['image/gif', 'text/javascript']) {
      const error = await uploadError(slideForm(gifScript(), 'x.js', type))
      expect(error.status).toBe(400)
      expect(error.response).toEqual({ status: 400, message: '请检查并修正表单中的错误', data: { image: UNSUPPORTED } })
    }
  })

  it('refuses an image whose extension is not an image extension or names another type', async () => {
    for (const [file, name] of [
      [smallPng(), 'x.gif'],
      [smallPng(), 'x.jpg'],
      [gifScript(), 'x.png'],
      [smallPng(), 'x.png.js'],
      [smallPng(), 'x.svg'],
    ] as const) {
      const error = await uploadError(slideForm(file, name, 'image/png'))
      expect(error.response.data.image, name).toEqual(UNSUPPORTED)
    }
  })

  it('refuses a script-named image on update, and for news and partners', async () => {
    const staff = client('staff')
    const created = await staff.collection('carousels').create(slideForm(smallPng(), 'ok.png', 'image/png'))
    const update = new FormData()
    update.set('image', new Blob([new Uint8Array(gifScript())], { type: 'image/gif' }), 'x.js')
    const refused = await staff.collection('carousels').update(created.id, update).catch((error: ClientResponseError) => error)
    expect(refused).toBeInstanceOf(ClientResponseError)
    expect((refused as ClientResponseError).response.data).toEqual({ image: UNSUPPORTED })
    expect((await staff.collection('carousels').getOne(created.id)).image).toBe(created.image)

    const news = new FormData()
    for (const [key, value] of Object.entries({ title: '上传', summary: '摘要', content: '<p>正文</p>', category: 'news' })) news.set(key, value)
    news.set('image', new Blob([new Uint8Array(gifScript())]), 'x.js')
    const newsError = await staff.collection('news').create(news).catch((error: ClientResponseError) => error)
    expect((newsError as ClientResponseError).response.data).toEqual({ image: UNSUPPORTED })

    const partner = new FormData()
    for (const [key, value] of Object.entries({ name: '上传伙伴', field: '金融', description: '描述', order_index: '1' })) partner.set(key, value)
    partner.set('logo', new Blob([new Uint8Array(gifScript())]), 'x.mjs')
    const partnerError = await staff.collection('isv_partners').create(partner).catch((error: ClientResponseError) => error)
    expect((partnerError as ClientResponseError).response.data).toEqual({ logo: UNSUPPORTED })
  })

  it('names a file sent without an extension by its content', async () => {
    const created = await client('staff').collection('carousels').create(slideForm(smallPng(), 'noextension', 'image/png'))
    expect(created.image).toMatch(/^noextension_\w+\.png$/)
  })

  it('accepts a PNG named .png and a GIF named .GIF, and serves them as images with nosniff', async () => {
    const staff = client('staff')
    for (const [file, name, type] of [
      [smallPng(), 'x.png', 'image/png'],
      [gifScript(), 'x.GIF', 'image/gif'],
    ] as const) {
      const created = await staff.collection('carousels').create(slideForm(file, name, 'application/octet-stream'))
      for (const query of ['', '?thumb=100x100', '?download=1']) {
        const res = await fetch(`${staff.files.getURL(created, created.image)}${query}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type'), `${name}${query}`).toBe(type)
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      }
    }
  })
})

describe('image dimensions', () => {
  const TOO_LARGE = {
    code: 'validation_image_dimensions',
    message: '图片尺寸过大（10000×10000），请上传长边不超过 6000 像素、总像素不超过 1600 万的图片',
  }
  const INVALID = { code: 'validation_invalid_image', message: '图片文件已损坏或不完整，无法读取尺寸，请重新导出后上传' }

  /** A record of each collection with an image field, and the form fields it needs besides the file. */
  const targets = [
    { collection: 'carousels', field: 'image', fields: { title: '尺寸测试', page_id: 'home', active: 'true', stats: JSON.stringify([{ label: '学员', value: '1' }]) } },
    { collection: 'news', field: 'image', fields: { title: '尺寸测试', summary: '摘要', content: '<p>正文</p>', category: 'news' } },
    { collection: 'isv_partners', field: 'logo', fields: { name: '尺寸测试伙伴', field: '金融', description: '描述', order_index: '1' } },
  ] as const

  function formWith(target: (typeof targets)[number], file?: Buffer, name = 'image.png'): FormData {
    const form = new FormData()
    for (const [key, value] of Object.entries(target.fields)) form.set(key, value)
    if (file) form.set(target.field, new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
    return form
  }

  function fileOnly(target: (typeof targets)[number], file: Buffer, name = 'image.png'): FormData {
    const form = new FormData()
    form.set(target.field, new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
    return form
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the upload was accepted')
      },
      (error: unknown) => {
        if (error instanceof ClientResponseError) return error
        throw error
      },
    )

  it('refuses a PNG declaring 10,000×10,000 pixels with a Chinese 400 on create and update, for slides, news and partners', async () => {
    const bomb = declaredPng(10_000, 10_000)
    expect(bomb.length).toBeLessThan(limits.image.maxSizeBytes)
    const staff = client('staff')
    for (const target of targets) {
      const created = await refusal(staff.collection(target.collection).create(formWith(target, bomb)))
      expect(created.status, target.collection).toBe(400)
      expect(created.response, target.collection).toEqual({ status: 400, message: '请检查并修正表单中的错误', data: { [target.field]: TOO_LARGE } })

      const record = await staff.collection(target.collection).create(formWith(target))
      const updated = await refusal(staff.collection(target.collection).update(record.id, fileOnly(target, bomb)))
      expect(updated.status, target.collection).toBe(400)
      expect(updated.response.data, target.collection).toEqual({ [target.field]: TOO_LARGE })
      expect((await staff.collection(target.collection).getOne(record.id))[target.field], target.collection).toBe('')
    }
  })

  it('refuses one side over 6000 pixels, and over 16 million pixels in all', async () => {
    const staff = client('staff')
    const slides = targets[0]
    const wide = await refusal(staff.collection('carousels').create(formWith(slides, declaredPng(6001, 10))))
    expect(wide.response.data.image).toEqual({
      code: 'validation_image_dimensions',
      message: '图片尺寸过大（6001×10），请上传长边不超过 6000 像素、总像素不超过 1600 万的图片',
    })
    const many = await refusal(staff.collection('carousels').create(formWith(slides, declaredPng(4001, 4000))))
    expect(many.response.data.image.code).toBe('validation_image_dimensions')
  })

  it('refuses an image whose header is cut short as not a valid image', async () => {
    const truncated = declaredPng(100, 100).subarray(0, 20)
    const error = await refusal(client('staff').collection('carousels').create(formWith(targets[0], truncated)))
    expect(error.status).toBe(400)
    expect(error.response.data).toEqual({ image: INVALID })
  })

  it('accepts images up to the limits, on create and update, for slides, news and partners', async () => {
    const staff = client('staff')
    for (const target of targets) {
      const record = await staff.collection(target.collection).create(formWith(target, smallPng(), 'photo.png'))
      expect(record[target.field], target.collection).toMatch(/^photo_\w+\.png$/)
      const updated = await staff.collection(target.collection).update(record.id, fileOnly(target, declaredPng(4000, 4000), 'camera.png'))
      expect(updated[target.field], target.collection).toMatch(/^camera_\w+\.png$/)
    }
  })
})

describe('a non-image stored before the checks existed', () => {
  let server: TestServer
  const dir = mkdtempSync(join(tmpdir(), 'pb-old-upload-'))

  beforeAll(async () => {
    server = await startTestServer()
    // seed-demo saves records without the request hooks, as any older upload was stored.
    writeFileSync(join(dir, 'old.js'), gifScript())
    writeFileSync(
      join(dir, 'content.json'),
      JSON.stringify({ carousels: [{ title: '旧文件', page_id: 'home', active: true, image: 'old.js', stats: [{ label: '学员', value: '1' }] }] }),
    )
    const { bin } = await ensurePocketBase()
    const seeded = spawnSync(bin, ['seed-demo', dir, ...baseArgs({ dataDir: server.dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'], {
      encoding: 'utf8',
    })
    expect(seeded.status, seeded.stderr).toBe(0)
  })

  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('is never served as a script: an opaque attachment with nosniff', async () => {
    const guest = new PocketBase(server.url)
    const [slide] = await guest.collection('carousels').getFullList()
    expect(slide.image).toMatch(/\.js$/)
    const res = await fetch(guest.files.getURL(slide, slide.image))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('images saved without a request', () => {
  let server: TestServer
  const dir = mkdtempSync(join(tmpdir(), 'pb-seed-bomb-'))

  beforeAll(async () => {
    server = await startTestServer()
  })

  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('seed-demo refuses an image declaring 10,000×10,000 pixels, in Chinese, and imports nothing', async () => {
    writeFileSync(join(dir, 'bomb.png'), declaredPng(10_000, 10_000))
    writeFileSync(
      join(dir, 'content.json'),
      JSON.stringify({ carousels: [{ title: '超大图片', page_id: 'home', active: true, image: 'bomb.png', stats: [{ label: '学员', value: '1' }] }] }),
    )
    const { bin } = await ensurePocketBase()
    const seeded = spawnSync(bin, ['seed-demo', dir, ...baseArgs({ dataDir: server.dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'], {
      encoding: 'utf8',
    })
    expect(seeded.status).toBe(1)
    expect(seeded.stderr).toContain('bomb.png：图片尺寸过大（10000×10000），请上传长边不超过 6000 像素、总像素不超过 1600 万的图片')
    expect(await new PocketBase(server.url).collection('carousels').getFullList()).toEqual([])
  })
})
