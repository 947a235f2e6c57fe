// What an image file says about itself before anything decodes it: its type (by signature), the
// pixel dimensions its header declares (and as shown, after a JPEG's EXIF orientation), and whether
// the site takes an image that size. A thumbnail
// decodes the whole image into memory (4 to 8 bytes a pixel, and 4 more for the copy it resizes), so
// a small file declaring 10,000×10,000 pixels costs the server close to a gigabyte: the declared
// size is refused before anything decodes it.
// Pure: works on any array of bytes (a Uint8Array in the browser, the hook's byte slice), no
// PocketBase globals, so the back office runs the same check before uploading.

const INVALID_IMAGE = 'validation_invalid_image'
const IMAGE_DIMENSIONS = 'validation_image_dimensions'

/** Whether `text`'s character codes are the bytes at `offset`. */
function bytesAre(bytes, offset, text) {
  if (bytes.length < offset + text.length) return false
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false
  return true
}

/**
 * The image type the first bytes announce, by the same signatures PocketBase's own check
 * (gabriel-vasile/mimetype) uses for these four types; '' for anything else.
 */
function sniffImageType(bytes) {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes[0] === 0x89 && bytesAre(bytes, 1, 'PNG\r\n\x1a\n')) return 'image/png'
  if (bytesAre(bytes, 0, 'GIF87a') || bytesAre(bytes, 0, 'GIF89a')) return 'image/gif'
  if (bytesAre(bytes, 0, 'RIFF') && bytesAre(bytes, 8, 'WEBP')) return 'image/webp'
  return ''
}

// Multiplication, not `<<`: a shift by 24 turns a byte of 0x80 or more into a negative number.
const uint16be = (bytes, at) => bytes[at] * 0x100 + bytes[at + 1]
const uint16le = (bytes, at) => bytes[at] + bytes[at + 1] * 0x100
const uint24le = (bytes, at) => bytes[at] + bytes[at + 1] * 0x100 + bytes[at + 2] * 0x10000
const uint32be = (bytes, at) => bytes[at] * 0x1000000 + bytes[at + 1] * 0x10000 + bytes[at + 2] * 0x100 + bytes[at + 3]

/** PNG: the IHDR chunk, which must come first, right after the signature. */
function pngSize(bytes) {
  if (bytes.length < 24 || uint32be(bytes, 8) !== 13 || !bytesAre(bytes, 12, 'IHDR')) return null
  return { width: uint32be(bytes, 16), height: uint32be(bytes, 20) }
}

/** GIF: the logical screen, which Go's decoder requires every frame to fit in. */
function gifSize(bytes) {
  if (bytes.length < 10) return null
  return { width: uint16le(bytes, 6), height: uint16le(bytes, 8) }
}

/**
 * WebP: the first chunk, which must be the image (VP8, VP8L) or the extended header (VP8X, whose
 * canvas Go's decoder requires the image inside to match).
 */
function webpSize(bytes) {
  if (bytesAre(bytes, 12, 'VP8 ')) {
    // A key frame (bit 0 of the frame tag clear), its start code, then 14-bit width and height.
    if (bytes.length < 30 || (bytes[20] & 1) !== 0 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
    return { width: uint16le(bytes, 26) & 0x3fff, height: uint16le(bytes, 28) & 0x3fff }
  }
  if (bytesAre(bytes, 12, 'VP8L')) {
    // The signature byte, then width - 1 and height - 1 in 14 bits each, least significant first.
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null
    const width = 1 + (bytes[21] | ((bytes[22] & 0x3f) << 8))
    const height = 1 + ((bytes[22] >> 6) | (bytes[23] << 2) | ((bytes[24] & 0x0f) << 10))
    return { width, height }
  }
  if (bytesAre(bytes, 12, 'VP8X') && bytes.length >= 30) return { width: 1 + uint24le(bytes, 24), height: 1 + uint24le(bytes, 27) }
  return null
}

// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/**
 * JPEG: the first start-of-frame segment, found by walking the segments as Go's decoder does (bytes
 * before a 0xFF skipped, 0xFF00 and fill bytes ignored, restart markers without a length), so the
 * frame read here is the one it would decode; it refuses a second one. No frame before the scan or
 * the end, or a marker it does not know: not an image it would decode.
 */
function jpegSize(bytes) {
  const end = bytes.length
  let at = 2
  while (at + 1 < end) {
    if (bytes[at] !== 0xff) {
      at++
      continue
    }
    let marker = bytes[at + 1]
    at += 2
    if (marker === 0x00) continue
    while (marker === 0xff && at < end) marker = bytes[at++]
    if (marker === 0xff || marker === 0xd9 || marker === 0xda || marker < 0xc0) return null
    if (marker >= 0xd0 && marker <= 0xd7) continue
    if (at + 2 > end) return null
    const length = uint16be(bytes, at)
    if (length < 2) return null
    if (isStartOfFrame(marker)) {
      // Length, sample precision, then height and width.
      if (length < 7 || at + 7 > end) return null
      return { width: uint16be(bytes, at + 5), height: uint16be(bytes, at + 3) }
    }
    at += length
  }
  return null
}

const readers = { 'image/png': pngSize, 'image/gif': gifSize, 'image/webp': webpSize, 'image/jpeg': jpegSize }

/**
 * `{width, height}` as the header of `bytes` (the file from its first byte) declares them, or null
 * when it is no JPEG, PNG, GIF or WebP, its header is cut short or broken, or a side is 0.
 * @param {ArrayLike<number>} bytes
 * @returns {{ width: number, height: number } | null}
 */
function imageSize(bytes) {
  const read = readers[sniffImageType(bytes)]
  const size = read ? read(bytes) : null
  return size && size.width > 0 && size.height > 0 ? size : null
}

/**
 * A JPEG's EXIF orientation (1 to 8; 1 when it has none or it cannot be read): the first APP1 segment
 * holding `Exif\0\0`, its TIFF header (byte order, 42), then tag 0x0112 among the first directory's
 * entries. Only segments before the first frame are looked at, as the frame's size is read.
 */
function jpegOrientation(bytes) {
  const end = bytes.length
  let at = 2
  while (at + 4 <= end && bytes[at] === 0xff) {
    const marker = bytes[at + 1]
    if (marker === 0xda || marker === 0xd9 || isStartOfFrame(marker)) return 1
    const length = uint16be(bytes, at + 2)
    if (length < 2) return 1
    const tiff = at + 10
    if (marker === 0xe1 && bytesAre(bytes, at + 4, 'Exif\0\0') && tiff + 8 <= end) {
      const little = bytesAre(bytes, tiff, 'II')
      if (!little && !bytesAre(bytes, tiff, 'MM')) return 1
      const u16 = (offset) => (little ? uint16le(bytes, offset) : uint16be(bytes, offset))
      const u32 = (offset) => (little ? u16(offset) + u16(offset + 2) * 0x10000 : u16(offset) * 0x10000 + u16(offset + 2))
      if (u16(tiff + 2) !== 42) return 1
      const directory = tiff + u32(tiff + 4)
      if (directory + 2 > end) return 1
      const count = u16(directory)
      for (let i = 0; i < count; i++) {
        const entry = directory + 2 + i * 12
        if (entry + 12 > end) return 1
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8)
          return value >= 1 && value <= 8 ? value : 1
        }
      }
      return 1
    }
    at += 2 + length
  }
  return 1
}

/**
 * `{width, height}` as a browser shows the image in `bytes`: the declared size, turned a quarter when
 * a JPEG's EXIF orientation says so (5 to 8; browsers and PocketBase's thumbnails both follow it), or
 * null as imageSize.
 * @param {ArrayLike<number>} bytes
 * @returns {{ width: number, height: number } | null}
 */
function displayedSize(bytes) {
  const size = imageSize(bytes)
  if (!size || sniffImageType(bytes) !== 'image/jpeg' || jpegOrientation(bytes) < 5) return size
  return { width: size.height, height: size.width }
}

/**
 * `{code, message}` refusing the image in `bytes`, or null when its declared size is within
 * `rules.dimensions` (uploads.json): a header that cannot be read is refused as no valid image.
 * @param {ArrayLike<number>} bytes
 * @param {{ dimensions: { maxSide: number, maxPixels: number }, messages: { invalidImage: string, tooManyPixels: string } }} rules
 * @returns {{ code: string, message: string } | null}
 */
function dimensionsProblem(bytes, rules) {
  const size = imageSize(bytes)
  if (!size) return { code: INVALID_IMAGE, message: rules.messages.invalidImage }
  const { maxSide, maxPixels } = rules.dimensions
  if (size.width <= maxSide && size.height <= maxSide && size.width * size.height <= maxPixels) return null
  const message = rules.messages.tooManyPixels
    .replace('{width}', String(size.width))
    .replace('{height}', String(size.height))
    .replace('{maxSide}', String(maxSide))
    .replace('{maxPixelsWan}', String(Math.floor(maxPixels / 10000)))
  return { code: IMAGE_DIMENSIONS, message }
}

module.exports = { sniffImageType, imageSize, displayedSize, dimensionsProblem }
