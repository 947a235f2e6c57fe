// What the back office uploads for a chosen photo (src/admin/ui/photo-upload.ts): a news body photo longer
// than the body needs drawn smaller, keeping its aspect, as JPEG when opaque; GIFs and small JPEGs as
// chosen; the size it shows at. The browser's decoder and canvas are stand-ins here that record what was
// asked of them (a real Chromium does it in tests/e2e/news-body-images.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import newsImages from '@shared/news-images.json' with { type: 'json' }
import { photoUpload, preparePhoto } from '../../src/admin/ui/photo-upload'

const maxEdge = newsImages.uploadMaxEdge

/** What the stand-in decoder finds in each file, by name. */
const pictures = new Map<string, { width: number; height: number; transparent?: boolean }>()
/** Each canvas drawn: its size and the types it was encoded to. */
let drawn: { width: number; height: number; encoded: string[] }[] = []

class FakeCanvas {
  private record: { width: number; height: number; encoded: string[] }
  private transparent = false
  constructor(width: number, height: number) {
    this.record = { width, height, encoded: [] }
    drawn.push(this.record)
  }
  getContext() {
    return {
      drawImage: (bitmap: { transparent: boolean }, _x: number, _y: number, width: number, height: number) => {
        expect([width, height]).toEqual([this.record.width, this.record.height])
        this.transparent = bitmap.transparent
      },
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4).fill(255).fill(this.transparent ? 0 : 255, 3, 4),
      }),
    }
  }
  async convertToBlob({ type }: { type: string }) {
    this.record.encoded.push(type)
    // Small enough to be worth it whatever it replaces.
    return new Blob([new Uint8Array(10)], { type })
  }
}

function file(name: string, type: string, picture?: { width: number; height: number; transparent?: boolean }): File {
  if (picture) pictures.set(name, picture)
  return new File([new Uint8Array(100_000)], name, { type })
}

beforeEach(() => {
  drawn = []
  pictures.clear()
  vi.stubGlobal('OffscreenCanvas', FakeCanvas)
  vi.stubGlobal('createImageBitmap', async (chosen: File) => {
    const picture = pictures.get(chosen.name)
    if (!picture) throw new Error('cannot decode')
    return { ...picture, transparent: Boolean(picture.transparent), close: () => undefined }
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('a news body photo before upload', () => {
  it('draws a photo longer than the body needs smaller on its longer side, its aspect kept, as JPEG', async () => {
    const wide = await preparePhoto(file('街景.jpeg', 'image/jpeg', { width: 4000, height: 3000 }), maxEdge)
    expect([wide.width, wide.height]).toEqual([maxEdge, Math.round((3000 * maxEdge) / 4000)])
    expect([wide.file.name, wide.file.type]).toEqual(['街景.jpg', 'image/jpeg'])
    const tall = await preparePhoto(file('portrait.png', 'image/png', { width: 3024, height: 4032 }), maxEdge)
    expect([tall.width, tall.height]).toEqual([Math.round((3024 * maxEdge) / 4032), maxEdge])
    expect([tall.file.name, tall.file.type]).toEqual(['portrait.jpg', 'image/jpeg'])
    expect(drawn.map(({ width, height, encoded }) => [width, height, encoded])).toEqual([
      [wide.width, wide.height, ['image/jpeg']],
      [tall.width, tall.height, ['image/jpeg']],
    ])
  })

  it('uploads a JPEG within the size as chosen, with the size it shows at', async () => {
    const chosen = file('现场.jpg', 'image/jpeg', { width: maxEdge, height: 1000 })
    expect(await preparePhoto(chosen, maxEdge)).toEqual({ file: chosen, width: maxEdge, height: 1000 })
    expect(drawn).toEqual([])
  })

  it('keeps a transparent picture in its own type, drawn smaller only when too long', async () => {
    const small = file('logo.png', 'image/png', { width: 800, height: 600, transparent: true })
    expect(await preparePhoto(small, maxEdge)).toEqual({ file: small, width: 800, height: 600 })
    const large = await preparePhoto(file('chart.png', 'image/png', { width: 5000, height: 1000, transparent: true }), maxEdge)
    expect([large.file.name, large.file.type, large.width, large.height]).toEqual(['chart.png', 'image/png', maxEdge, 512])
  })

  it('uploads a GIF as chosen however large (redrawn it would stand still)', async () => {
    const moving = file('moving.gif', 'image/gif', { width: 4000, height: 3000 })
    expect(await preparePhoto(moving, maxEdge)).toEqual({ file: moving, width: 4000, height: 3000 })
    expect(drawn).toEqual([])
  })

  it('uploads what the browser cannot decode as chosen, without a size, for the server to check', async () => {
    const broken = file('broken.jpg', 'image/jpeg')
    expect(await preparePhoto(broken, maxEdge)).toEqual({ file: broken, width: null, height: null })
    const other = file('photo.heic', 'image/heic', { width: 4000, height: 3000 })
    expect(await preparePhoto(other, maxEdge)).toEqual({ file: other, width: null, height: null })
  })
})

describe('a slide or cover photo before upload', () => {
  it('is never made smaller: an opaque PNG becomes a JPEG of its own size, a JPEG goes up as chosen', async () => {
    const png = await photoUpload(file('slide.png', 'image/png', { width: 4000, height: 3000 }))
    expect([png.name, png.type]).toEqual(['slide.jpg', 'image/jpeg'])
    expect(drawn.map(({ width, height }) => [width, height])).toEqual([[4000, 3000]])
    const jpeg = file('cover.jpg', 'image/jpeg', { width: 4000, height: 3000 })
    expect(await photoUpload(jpeg)).toBe(jpeg)
  })
})
