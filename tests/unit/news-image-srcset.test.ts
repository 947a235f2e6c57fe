// @vitest-environment node
// Which size of a news body image a screen loads (pb_hooks/lib/shared/news-image-srcset.js): thumbnails of
// the declared sizes, never the original of a thumbnailed type, how wide it shows, which images wait, and
// the stored image an address it wrote stands for.
// (That the served article page writes them and PocketBase serves those thumbnails: tests/api/news-body-images.test.ts.)
import { describe, expect, it } from 'vitest'
import config from '@shared/news-images.json' with { type: 'json' }
import srcset from '@shared/news-image-srcset.js'

const src = '/api/files/news_images/abcdefghijklmno/photo_k2j4h5g6f7.jpg'
const widths = [...config.thumbWidths].sort((a, b) => a - b)
const thumb = (width: number) => `${src}?thumb=${width}x${config.thumbBoxHeight}f`
const pad = 2 * config.column.gutter
const column = config.column.maxWidth - pad

/** The srcset's candidates as [url, width]. */
function candidates(attrs: [string, string][]): [string, number][] {
  const value = attrs.find(([name]) => name === 'srcset')?.[1]
  if (value === undefined) return []
  return value.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ')
    expect(descriptor).toMatch(/^\d+w$/)
    return [url, parseInt(descriptor, 10)]
  })
}

const attribute = (attrs: [string, string][], name: string) => attrs.find(([key]) => key === name)?.[1]

describe('a news body image as shown', () => {
  it('offers every declared thumbnail of a photo wider than the largest, and never the original', () => {
    const widest = widths[widths.length - 1]
    const { src: shown, extra } = srcset.displayImage(src, 4000, 0)
    expect(candidates(extra)).toEqual(widths.map((w) => [thumb(w), w]))
    expect(shown).toBe(thumb(widest))
    expect(attribute(extra, 'sizes')).toBe(`(max-width: ${column + pad}px) calc(100vw - ${pad}px), ${column}px`)
  })

  it('offers the thumbnails narrower than a photo, then the next one as the photo at its own width', () => {
    const width = widths[1] + 100
    const { src: shown, extra } = srcset.displayImage(src, width, 0)
    expect(candidates(extra)).toEqual([[thumb(widths[0]), widths[0]], [thumb(widths[1]), widths[1]], [thumb(widths[2]), width]])
    expect(shown).toBe(thumb(widths[2]))
  })

  it('says an image narrower than the column shows at its own width, the whole column less the gutters on a narrower window', () => {
    const width = widths[0] + 1
    expect(width).toBeLessThan(column)
    expect(attribute(srcset.displayImage(src, width, 0).extra, 'sizes')).toBe(`(max-width: ${width + pad}px) calc(100vw - ${pad}px), ${width}px`)
  })

  it('shows an image no wider than the smallest thumbnail as that thumbnail, with nothing to choose from', () => {
    const { src: shown, extra } = srcset.displayImage(src, widths[0], 0)
    expect(shown).toBe(thumb(widths[0]))
    expect(attribute(extra, 'srcset')).toBeUndefined()
    expect(attribute(extra, 'sizes')).toBeUndefined()
  })

  it('offers every thumbnail of an image whose width is not known, sized to the column', () => {
    for (const width of [null, 0]) {
      const { src: shown, extra } = srcset.displayImage(src, width, 0)
      expect(candidates(extra)).toEqual(widths.map((w) => [thumb(w), w]))
      expect(shown).toBe(thumb(widths[widths.length - 1]))
      expect(attribute(extra, 'sizes')).toContain(`${column}px`)
    }
  })

  it('shows a GIF as uploaded (its thumbnail would stand still), and any file type in any case by its extension', () => {
    const gif = '/api/files/news_images/abcdefghijklmno/moving_k2j4h5g6f7.gif'
    const { src: shown, extra } = srcset.displayImage(gif, 4000, 0)
    expect(shown).toBe(gif)
    expect(attribute(extra, 'srcset')).toBeUndefined()
    for (const extension of ['JPG', 'jpeg', 'png', 'webp']) {
      const other = src.replace(/jpg$/, extension)
      expect(srcset.displayImage(other, 4000, 0).src).toMatch(new RegExp(`^${other.replace(/\./g, '\\.')}\\?thumb=`))
    }
  })

  it('takes each address it writes back to the stored image, and nothing else', () => {
    for (const width of [null, 300, 1000, 4000]) {
      const { src: shown, extra } = srcset.displayImage(src, width, 0)
      for (const url of [shown, ...candidates(extra).map(([candidate]) => candidate)]) expect(srcset.storedImageSrc(url)).toBe(src)
    }
    for (const other of [`${src}?thumb=100x100`, `${src}?thumb=800x6000f&x=1`, `${src}?thumb=800x6000f?thumb=800x6000f`, 'https://evil.test/a.jpg?thumb=800x6000f']) {
      expect(srcset.storedImageSrc(other)).not.toBe(src)
    }
  })

  it('loads the first images at once and the rest as they come near the screen, each decoded off the main thread', () => {
    for (let index = 0; index < config.eagerImages + 2; index++) {
      const { extra } = srcset.displayImage(src, 4000, index)
      expect(attribute(extra, 'loading'), `image ${index}`).toBe(index < config.eagerImages ? undefined : 'lazy')
      expect(attribute(extra, 'decoding')).toBe('async')
    }
  })
})
