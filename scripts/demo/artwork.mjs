// Generated demo artwork (no downloads, no native deps): photographs' stand-ins as JPEG, as staff
// upload photographs; logos as PNG. PocketBase's thumbnails keep the upload's format.
import jpeg from 'jpeg-js'
import { encodePng } from './png.mjs'

/** JPEG quality of the stand-in photographs: a camera or phone export's usual setting. */
const JPEG_QUALITY = 85

const hex = (color) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t))

/**
 * Abstract artwork: a diagonal gradient between two brand colours with soft glowing circles
 * and a faint grid, so each generated image is distinct but on-brand. Returns `pixel(x, y)`.
 */
function painter(width, height, { from, to, seed }) {
  const a = hex(from)
  const b = hex(to)
  let s = seed
  const random = () => ((s = (s * 16807) % 2147483647) / 2147483647)
  const circles = Array.from({ length: 4 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.15 + random() * 0.35) * Math.max(width, height),
  }))
  const grid = Math.max(24, Math.round(Math.min(width, height) / 10))
  return (x, y) => {
    let color = mix(a, b, (x / width + y / height) / 2)
    for (const c of circles) {
      const d = Math.hypot(x - c.x, y - c.y) / c.r
      if (d < 1) color = mix(color, [255, 255, 255], (1 - d) * 0.18)
    }
    if (x % grid === 0 || y % grid === 0) color = mix(color, [255, 255, 255], 0.06)
    return color
  }
}

/** The artwork as a file in `format` (`png` or `jpeg`, from the file name's extension). */
export function artwork(width, height, { from, to, seed = 1, format }) {
  const pixel = painter(width, height, { from, to, seed })
  if (format === 'png') return encodePng(width, height, pixel)
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0, offset = 0; y < height; y++) {
    for (let x = 0; x < width; x++, offset += 4) {
      const [r, g, b] = pixel(x, y)
      data[offset] = r
      data[offset + 1] = g
      data[offset + 2] = b
      data[offset + 3] = 255
    }
  }
  return jpeg.encode({ data, width, height }, JPEG_QUALITY).data
}
