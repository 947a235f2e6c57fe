// @vitest-environment node
// The pixel dimensions an image's header declares, read the way Go's decoders (PocketBase's
// thumbnails) read them, the size a browser shows (a JPEG's EXIF orientation), and the refusal of
// images larger than the site takes: shared by the upload hook, the news body's save and the back office.
import { describe, expect, it } from 'vitest'
import imageHeader from '@shared/image-header.js'
import uploads from '@shared/uploads.json'
import { declaredPng, smallPng } from '../support/fixtures/images'

const { imageSize, displayedSize, dimensionsProblem, sniffImageType } = imageHeader

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))))
const u16be = (n: number) => [n >> 8, n & 0xff]
const u16le = (n: number) => [n & 0xff, n >> 8]
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]

/** A JPEG segment: marker, then a length counting itself, then the data. */
const segment = (marker: number, data: number[] | Uint8Array) => bytes([0xff, marker, ...u16be(data.length + 2)], data)
/** A baseline (SOF0) or other start-of-frame segment with three components. */
const startOfFrame = (width: number, height: number, marker = 0xc0) =>
  segment(marker, [8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
const jfif = segment(0xe0, [...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0])
const scan = bytes(segment(0xda, [1, 1, 0, 0, 63, 0]), [0x12, 0x34, 0xff, 0xd9])
const jpeg = (...segments: Uint8Array[]) => bytes([0xff, 0xd8], ...segments)

/** A RIFF WebP holding one chunk. */
const webp = (fourcc: string, data: number[]) => {
  const chunk = bytes(fourcc, [...u24le(data.length), 0], data)
  return bytes('RIFF', [...u24le(chunk.length + 4), 0], 'WEBP', chunk)
}
/** A lossy key frame: frame tag, start code, then 14-bit width and height. */
const vp8 = (width: number, height: number) => webp('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0])
/** A lossless image: signature, then width - 1 and height - 1 in 14 bits each. */
const vp8l = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14)
  return webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0, 0])
}
/** The extended header: flags, three reserved bytes, canvas width - 1 and height - 1 in 24 bits each. */
const vp8x = (width: number, height: number) => webp('VP8X', [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)])

const gif = (width: number, height: number) => bytes('GIF89a', [...u16le(width), ...u16le(height), 0xf0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff])

describe('declared image dimensions', () => {
  it('reads a PNG’s IHDR', () => {
    expect(imageSize(new Uint8Array(smallPng(320, 200)))).toEqual({ width: 320, height: 200 })
    expect(imageSize(new Uint8Array(declaredPng(10_000, 10_000)))).toEqual({ width: 10_000, height: 10_000 })
  })

  it('reads a JPEG’s frame header after metadata segments, fill bytes and stray bytes, baseline or progressive', () => {
    const exif = segment(0xe1, Buffer.alloc(65_000, 0x41))
    const icc = segment(0xe2, Buffer.alloc(65_000, 0xff))
    const quantisation = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)])
    expect(imageSize(jpeg(jfif, exif, icc, quantisation, startOfFrame(4032, 3024), scan))).toEqual({ width: 4032, height: 3024 })
    expect(imageSize(jpeg(jfif, bytes([0xff, 0xff, 0xff]), startOfFrame(640, 480, 0xc2), scan))).toEqual({ width: 640, height: 480 })
    expect(imageSize(jpeg(jfif, bytes([0x00, 0x13]), startOfFrame(640, 480, 0xc1), scan))).toEqual({ width: 640, height: 480 })
  })

  it('reads the first frame header of a JPEG, the one a decoder uses (it refuses a second)', () => {
    expect(imageSize(jpeg(jfif, startOfFrame(100, 100), startOfFrame(60_000, 60_000), scan))).toEqual({ width: 100, height: 100 })
  })

  it('reads a GIF’s logical screen', () => {
    expect(imageSize(gif(1, 1))).toEqual({ width: 1, height: 1 })
    expect(imageSize(gif(65_535, 65_535))).toEqual({ width: 65_535, height: 65_535 })
  })

  it('reads lossy, lossless and extended WebP', () => {
    expect(imageSize(vp8(1920, 800))).toEqual({ width: 1920, height: 800 })
    expect(imageSize(vp8(16_383, 16_383))).toEqual({ width: 16_383, height: 16_383 })
    expect(imageSize(vp8l(1234, 567))).toEqual({ width: 1234, height: 567 })
    expect(imageSize(vp8l(16_384, 16_384))).toEqual({ width: 16_384, height: 16_384 })
    expect(imageSize(vp8x(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(imageSize(vp8x(16_777_216, 1))).toEqual({ width: 16_777_216, height: 1 })
  })

  it('reads nothing from a header cut short, at every length', () => {
    const images = [
      declaredPng(10_000, 10_000).subarray(0, 24),
      jpeg(jfif, startOfFrame(4032, 3024)).subarray(0, jfif.length + 2 + 9),
      gif(300, 200).subarray(0, 10),
      vp8(300, 200).subarray(0, 30),
      vp8l(300, 200).subarray(0, 25),
      vp8x(300, 200).subarray(0, 30),
    ]
    for (const image of images) {
      expect(imageSize(image), sniffImageType(image)).not.toBeNull()
      for (let length = 0; length < image.length; length++) expect(imageSize(image.subarray(0, length)), `${sniffImageType(image)} ${length}`).toBeNull()
    }
  })

  it('reads nothing from a broken or hostile header', () => {
    const png = Buffer.from(declaredPng(100, 100))
    const notIhdrFirst = Buffer.from(png)
    notIhdrFirst.write('tEXt', 12, 'latin1')
    expect(imageSize(new Uint8Array(notIhdrFirst))).toBeNull()
    const zeroWidth = Buffer.from(png)
    zeroWidth.writeUInt32BE(0, 16)
    expect(imageSize(new Uint8Array(zeroWidth))).toBeNull()

    expect(imageSize(jpeg(jfif, scan))).toBeNull() // the scan before any frame header
    expect(imageSize(jpeg(jfif, bytes([0xff, 0xd9])))).toBeNull() // the end before any frame header
    expect(imageSize(jpeg(bytes([0xff, 0xe0, 0x00, 0x01]), startOfFrame(10, 10)))).toBeNull() // a length under 2
    expect(imageSize(jpeg(bytes([0xff, 0xe0, 0xff, 0xff]), startOfFrame(10, 10)))).toBeNull() // a segment past the end
    expect(imageSize(jpeg(jfif, bytes([0xff, 0x01]), startOfFrame(10, 10)))).toBeNull() // a marker no decoder knows
    expect(imageSize(jpeg(jfif, startOfFrame(640, 0), scan))).toBeNull() // height left to a later DNL marker
    expect(imageSize(jpeg(jfif, segment(0xc0, [8, 0, 10])))).toBeNull() // a frame header too short

    expect(imageSize(gif(0, 100))).toBeNull()
    expect(imageSize(webp('VP8 ', [0x11, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(10), ...u16le(10), 0, 0]))).toBeNull() // not a key frame
    expect(imageSize(webp('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2b, ...u16le(10), ...u16le(10), 0, 0]))).toBeNull() // no start code
    expect(imageSize(webp('VP8L', [0x2e, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull() // no signature
    // A chunk a decoder skips before the image: the image's size is not where the header says.
    expect(imageSize(webp('ICCP', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(10), ...u16le(10), 0, 0]))).toBeNull()

    expect(imageSize(bytes('BM', Buffer.alloc(40)))).toBeNull()
    expect(imageSize(new Uint8Array(0))).toBeNull()
  })

  it('reads 32-bit PNG sizes without turning them negative', () => {
    const png = Buffer.from(declaredPng(1, 1))
    png.writeUInt32BE(0xffffffff, 16)
    png.writeUInt32BE(0x80000000, 20)
    expect(imageSize(new Uint8Array(png))).toEqual({ width: 0xffffffff, height: 0x80000000 })
  })
})

/** An APP1 EXIF segment whose first directory holds `entries` ([tag, SHORT value]), in either byte order. */
const exif = (entries: [number, number][], order: 'MM' | 'II' = 'MM', magic = 42) => {
  const u16 = order === 'MM' ? u16be : u16le
  const u32 = (n: number) => (order === 'MM' ? [0, 0, ...u16be(n)] : [...u16le(n), 0, 0])
  const directory = entries.flatMap(([tag, value]) => [...u16(tag), ...u16(3), ...u32(1), ...u16(value), 0, 0])
  return segment(0xe1, bytes('Exif\0\0', order, u16(magic), u32(8), u16(entries.length), directory, u32(0)))
}

describe('the size an image shows at', () => {
  const photo = (...before: Uint8Array[]) => jpeg(...before, startOfFrame(4032, 3024), scan)

  it('turns a JPEG a quarter when its EXIF orientation says so (5 to 8), in either byte order', () => {
    for (const orientation of [5, 6, 7, 8]) {
      expect(displayedSize(photo(exif([[0x0112, orientation]]))), `MM ${orientation}`).toEqual({ width: 3024, height: 4032 })
      expect(displayedSize(photo(jfif, exif([[0x010f, 1], [0x0112, orientation]], 'II'))), `II ${orientation}`).toEqual({ width: 3024, height: 4032 })
    }
  })

  it('keeps the declared size of a JPEG upright or upside down, without EXIF, or with EXIF it cannot read', () => {
    const declared = { width: 4032, height: 3024 }
    for (const orientation of [1, 2, 3, 4, 0, 9]) expect(displayedSize(photo(exif([[0x0112, orientation]]))), `${orientation}`).toEqual(declared)
    expect(displayedSize(photo(jfif))).toEqual(declared)
    expect(displayedSize(photo(exif([[0x010f, 6]])))).toEqual(declared) // another tag with the value 6
    expect(displayedSize(photo(exif([[0x0112, 6]], 'MM', 43)))).toEqual(declared) // not TIFF
    expect(displayedSize(photo(exif([[0x0112, 6]]).subarray(0, 20)))).toBeNull() // cut short: no frame either
    expect(displayedSize(jpeg(startOfFrame(4032, 3024), exif([[0x0112, 6]]), scan))).toEqual(declared) // after the frame
  })

  it('is the declared size of other types', () => {
    expect(displayedSize(new Uint8Array(smallPng(320, 200)))).toEqual({ width: 320, height: 200 })
    expect(displayedSize(vp8x(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(displayedSize(new Uint8Array(0))).toBeNull()
  })
})

describe('images larger than the site takes', () => {
  const message = (width: number, height: number) => `图片尺寸过大（${width}×${height}），请上传长边不超过 6000 像素、总像素不超过 1600 万的图片`

  it('refuses a long side over 6000 pixels or over 16 million pixels, saying the limits in Chinese', () => {
    expect(uploads.dimensions).toEqual({ maxSide: 6000, maxPixels: 16_000_000 })
    expect(dimensionsProblem(declaredPng(10_000, 10_000), uploads)).toEqual({ code: 'validation_image_dimensions', message: message(10_000, 10_000) })
    expect(dimensionsProblem(declaredPng(6001, 1), uploads)).toEqual({ code: 'validation_image_dimensions', message: message(6001, 1) })
    expect(dimensionsProblem(declaredPng(1, 6001), uploads)?.code).toBe('validation_image_dimensions')
    expect(dimensionsProblem(declaredPng(4000, 4001), uploads)).toEqual({ code: 'validation_image_dimensions', message: message(4000, 4001) })
    expect(dimensionsProblem(declaredPng(6000, 4000), uploads)?.code).toBe('validation_image_dimensions')
    expect(dimensionsProblem(gif(65_535, 65_535), uploads)?.code).toBe('validation_image_dimensions')
    expect(dimensionsProblem(vp8x(16_777_216, 16_777_216), uploads)?.code).toBe('validation_image_dimensions')
  })

  it('takes real photos and everything the site shows', () => {
    for (const [width, height] of [
      [4000, 4000],
      [4608, 3456], // a 16-megapixel camera
      [5120, 2880], // a 5K screenshot
      [6000, 2000], // a panorama
      [4032, 3024], // a phone
      [1920, 800], // the largest thumbnail the site asks for
      [1, 1],
    ]) {
      expect(dimensionsProblem(declaredPng(width, height, 1), uploads), `${width}×${height}`).toBeNull()
    }
    expect(dimensionsProblem(jpeg(jfif, startOfFrame(4032, 3024), scan), uploads)).toBeNull()
    expect(dimensionsProblem(vp8(1920, 800), uploads)).toBeNull()
  })

  it('refuses an image whose header cannot be read as no valid image', () => {
    expect(dimensionsProblem(declaredPng(100, 100).subarray(0, 20), uploads)).toEqual({
      code: 'validation_invalid_image',
      message: '图片文件已损坏或不完整，无法读取尺寸，请重新导出后上传',
    })
  })
})
