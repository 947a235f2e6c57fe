// A photograph chosen for a slide, a news cover or a news body goes up as JPEG. PocketBase's thumbnails
// keep the upload's format (a WebP's are made PNG), and the public pages load thumbnails: a PNG or WebP
// photo made phone thumbnails two to three times the weight of a JPEG's. Pictures with transparency,
// GIFs and JPEGs go up as chosen, and so does a PNG that JPEG would not halve (a drawing, a screenshot).
// A body image is also shrunk to a longer side of at most `maxEdge` pixels (a 4000-pixel phone photo
// is neither shown nor needed that large), keeping its aspect, and its shown size is given with it so
// the editor can write it on the <img>.
import { imageMaxBytes } from './image-checks'

/** JPEG quality of a converted photograph: indistinguishable from the original at thumbnail sizes. */
const JPEG_QUALITY = 0.9
/** A PNG is taken for a photograph when its JPEG is at most this share of it. */
const PNG_PHOTO_RATIO = 0.5
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** A file ready to upload, with the size it shows at (EXIF orientation applied), null when unknown. */
export interface PreparedPhoto {
  file: File
  width: number | null
  height: number | null
}

function opaque(pixels: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 255) return false
  return true
}

function renamed(file: File, blob: Blob): File {
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo'
  return new File([blob], `${base}.${EXTENSIONS[blob.type] ?? 'png'}`, { type: blob.type, lastModified: file.lastModified })
}

/**
 * `file` as it should be uploaded: a JPEG of an opaque PNG or WebP photograph, everything longer than
 * `maxEdge` drawn smaller (as JPEG when opaque, in its own type otherwise; a GIF is never redrawn: it
 * would lose its motion), else itself.
 */
export async function preparePhoto(file: File, maxEdge = Infinity): Promise<PreparedPhoto> {
  const convertible = file.type === 'image/png' || file.type === 'image/webp'
  if (!convertible && file.type !== 'image/jpeg' && file.type !== 'image/gif') return { file, width: null, height: null }
  let bitmap: ImageBitmap
  try {
    // Decoded as shown: a phone photo's EXIF orientation is applied (the browser's default).
    bitmap = await createImageBitmap(file)
  } catch {
    // A browser that cannot decode it here: the server takes the file as chosen (and checks it).
    return { file, width: null, height: null }
  }
  const shown = { width: bitmap.width, height: bitmap.height }
  const scale = Math.min(1, maxEdge / Math.max(shown.width, shown.height))
  const unchanged = { file, ...shown }
  try {
    if (file.type === 'image/gif' || (scale === 1 && !convertible)) return unchanged
    const width = Math.max(1, Math.round(shown.width * scale))
    const height = Math.max(1, Math.round(shown.height * scale))
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) return unchanged
    context.drawImage(bitmap, 0, 0, width, height)
    const isOpaque = file.type === 'image/jpeg' || opaque(context.getImageData(0, 0, width, height).data)
    if (!isOpaque) {
      if (scale === 1) return unchanged
      // A browser without a WebP encoder gives PNG, which renamed() names as such.
      return { file: renamed(file, await canvas.convertToBlob({ type: file.type })), width, height }
    }
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
    const worthIt = scale < 1 || (file.type === 'image/webp' ? jpeg.size <= imageMaxBytes : jpeg.size <= file.size * PNG_PHOTO_RATIO)
    return worthIt ? { file: renamed(file, jpeg), width, height } : unchanged
  } catch {
    return unchanged
  } finally {
    bitmap.close()
  }
}

/** `file` as it should be uploaded to a photo field (slides, news covers): a JPEG of it, or itself. */
export async function photoUpload(file: File): Promise<File> {
  if (file.type !== 'image/png' && file.type !== 'image/webp') return file
  return (await preparePhoto(file)).file
}
