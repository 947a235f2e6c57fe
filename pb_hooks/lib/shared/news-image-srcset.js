// Which size of a news body image a screen loads: the src, srcset, sizes, loading and decoding of an
// <img> of our own news_images files, written when an article is shown (the served /news/<id> page, the
// news modal; lib/shared/news-html.js with `display`), never stored. Pure, shared by server and browser.
//
// Every URL written is the image's own address (already checked against the allow-list's `imageSrc`:
// /api/files/news_images/<id>/<file>, no query, no comma or space) followed by `?thumb=` and one of the
// sizes the file field declares (shared/news-images.json, the migration writes the same): a srcset
// built here can name no other host, scheme or file. The original is never named for a thumbnailed
// type: the width attribute says how wide the image is, but it is what the HTML says, not what the file
// is, so trusting it to pick the original could send a 4000-pixel photo to a phone. A thumbnail never
// enlarges (`f`: fit inside its box), so the one at or above the image's width is the image at its own
// width, re-encoded.

// The facts (shared/news-images.json): `thumbWidths`, the widths offered, each a `<width>x<thumbBoxHeight>f`
// thumbnail (PocketBase fits the image in a box that wide and as tall as the tallest upload may be,
// uploads.json maxSide, never enlarging it); `thumbTypes`, the extensions that get thumbnails;
// `column`, the article's text column (src/site/news-pages/news-page-styles.ts; the news modal's is 40 px
// narrower): `maxWidth` with `gutter` on each side, the window less the gutters below that;
// `eagerImages`, how many first images load at once; `uploadMaxEdge`, the longer side the back office
// shrinks a body photo to before upload (src/admin/ui/photo-upload.ts).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const config = require(`${__hooks}/lib/shared/news-images.json`)

const WIDTHS = config.thumbWidths.slice().sort((a, b) => a - b)
const PAD = 2 * config.column.gutter
const COLUMN = config.column.maxWidth - PAD

/** The thumbnail sizes of the news_images file field, `<width>x<box height>f`, smallest first. */
const thumbSizes = WIDTHS.map((width) => `${width}x${config.thumbBoxHeight}f`)

const THUMB_QUERY = new RegExp(`\\?thumb=(?:${thumbSizes.join('|')})$`)

/**
 * The address an image shown by this module is stored with: one of its thumbnails (as a shown article
 * names it, e.g. copied from the page into the editor) as the file itself; any other address as it is.
 * @param {string} url
 */
function storedImageSrc(url) {
  return url.replace(THUMB_QUERY, '')
}

/** Whether PocketBase makes thumbnails of this file (by its extension; a GIF would lose its motion). */
function hasThumbnails(src) {
  const dot = src.lastIndexOf('.')
  return dot !== -1 && config.thumbTypes.indexOf(src.slice(dot + 1).toLowerCase()) !== -1
}

function thumbUrl(src, width) {
  return `${src}?thumb=${width}x${config.thumbBoxHeight}f`
}

/**
 * How wide the image shows: the column, or the image's own width when narrower (the prose style
 * keeps an image at most 100 % wide, at its width attribute otherwise).
 */
function sizesFor(width) {
  const shown = width !== null && width < COLUMN ? width : COLUMN
  return `(max-width: ${shown + PAD}px) calc(100vw - ${PAD}px), ${shown}px`
}

/**
 * The attributes an article's image is shown with, as `[name, value]` pairs: `src` to put in place of
 * the stored one, then those to add after the image's own attributes.
 * @param {string} src one of our body images, as the allow-list's `imageSrc` accepts it
 * @param {number | null} width the image's width attribute (its width in pixels, as the editor and the
 *   server write it), null when it has none
 * @param {number} index the image's place among the article's images, 0 for the first
 * @returns {{ src: string, extra: Array<[string, string]> }}
 */
function displayImage(src, width, index) {
  /** @type {Array<[string, string]>} */
  const extra = []
  let shown = src
  if (hasThumbnails(src)) {
    const known = width !== null && width > 0
    /** @type {Array<[string, number]>} [url, width in pixels] of each candidate, narrowest first. */
    let candidates
    if (known) {
      // Those narrower than the image, and the first at least as wide: the image at its own width.
      candidates = WIDTHS.filter((w) => w < width).map((w) => /** @type {[string, number]} */ ([thumbUrl(src, w), w]))
      const above = WIDTHS.filter((w) => w >= width)[0]
      if (above !== undefined) candidates.push([thumbUrl(src, above), width])
    } else {
      candidates = WIDTHS.map((w) => /** @type {[string, number]} */ ([thumbUrl(src, w), w]))
    }
    shown = candidates[candidates.length - 1][0]
    if (candidates.length > 1) {
      extra.push(['srcset', candidates.map(([url, w]) => `${url} ${w}w`).join(', ')])
      extra.push(['sizes', sizesFor(known ? width : null)])
    }
  }
  if (index >= config.eagerImages) extra.push(['loading', 'lazy'])
  extra.push(['decoding', 'async'])
  return { src: shown, extra }
}

module.exports = { displayImage, storedImageSrc, thumbSizes }
