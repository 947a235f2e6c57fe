// A photograph chosen for a slide or a news cover goes up as JPEG. PocketBase's thumbnails keep the
// upload's format (a WebP's are made PNG), and the public pages load thumbnails: a PNG or WebP photo
// made phone thumbnails two to three times the weight of a JPEG's. Pictures with transparency, GIFs
// and JPEGs go up as chosen, and so does a PNG that JPEG would not halve (a drawing, a screenshot).
import { imageMaxBytes } from './image-checks'

/** JPEG quality of a converted photograph: indistinguishable from the original at thumbnail sizes. */
const JPEG_QUALITY = 0.9
/** A PNG is taken for a photograph when its JPEG is at most this share of it. */
const PNG_PHOTO_RATIO = 0.5

function opaque(pixels: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 255) return false
  return true
}

/** `file` as it should be uploaded to a photo field: a JPEG of it, or itself. */
export async function photoUpload(file: File): Promise<File> {
  if (file.type !== 'image/png' && file.type !== 'image/webp') return file
  try {
    const bitmap = await createImageBitmap(file)
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) return file
    context.drawImage(bitmap, 0, 0)
    bitmap.close()
    if (!opaque(context.getImageData(0, 0, canvas.width, canvas.height).data)) return file
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
    const worthIt = file.type === 'image/webp' ? jpeg.size <= imageMaxBytes : jpeg.size <= file.size * PNG_PHOTO_RATIO
    if (!worthIt) return file
    return new File([jpeg], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified })
  } catch {
    // A browser that cannot decode or encode it here: the server takes the file as chosen.
    return file
  }
}
