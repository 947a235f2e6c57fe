// News article HTML made safe, one implementation for both sides: the server runs it on every save
// of a news record (lib/news/news-records.js: REST, the dashboard and $app.save alike) and on every served
// article page, the browser before the news modal shows a body. What is allowed is data, in
// shared/article-allowlist.json. No DOM (goja has none).
//
// xss (js-xss, bundled in lib/vendor/xss.js) reads the HTML: tags, attributes, text; comments go.
// Here, an element in `droppedWithContent` (script, style, iframe, svg, form…) goes with everything
// inside it; any other element not in `elements` goes and its text stays; an allowed element is
// written again with only its allowed attributes (below); text keeps its character references as
// written and has `<` and `>` escaped. What is left is built into well-formed HTML: every open tag
// closed in order, loose text and inline elements at the top level in a <p>, a list item outside a
// list in a <ul>, links not nested, at most 64 levels; `paragraphBreaks` elements (div, section,
// table cells…) still part paragraphs. The result says whether anything visible is left.
//
// Attributes kept, nothing else; values are judged after decoding character references and removing
// tabs, newlines and control characters (so &#106;avascript:, java\tscript: and JAVASCRIPT: are refused):
//   a[href]       `linkSchemes`, a /path (not //host) or a #hash; an <a> without such an href is unwrapped
//   a[target]     only _blank, and then rel always carries `newTabRel` (noopener noreferrer)
//   a[rel]        the tokens of `linkRel`
//   a[title], img[alt], img[title]
//   img[src]      only our own body images, matching `imageSrc` (/api/files/news_images/<id>/<file>):
//                 the public pages allow no other site's image (CSP img-src 'self'), so an <img>
//                 without such a src is dropped (no other host, no data:, no other file)
//   img[width|height], ol[start]   digits only
//   p/h1-h6[style]  only `text-align` with a value of `textAlign` (TipTap's alignment)
//   code[class]   only `codeClass`, language-xxx (TipTap's code block language)
//   img[srcset|sizes|loading|decoding]  never taken from the input: with `display` (below) they are
//                 written from the checked src and width alone (shared/news-image-srcset.js)
// Options: `imageSize(src)` (the server on save) gives `{width, height}` of one of our body images
// that lacks either, which is then stored with both (so it takes its room before it loads);
// `display` (the served article page, the news modal) shows each of our body images as a thumbnail
// of the width the screen needs (src, srcset, sizes) and the images after the first screen lazily.
// The stored body never holds these: it stays as the editor wrote it.
// Plain text (no tag at all) becomes HTML: each non-blank line a <p>; lines starting with a bullet
// (•, ·, or - and * followed by a space: shared/list-markers.json, which the news editor's paste
// and typing rules use too) become <li> items of one <ul>. Text is always escaped.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { FilterXSS, parseAttr } = require(`${__hooks}/lib/vendor/xss.js`)
const allowlist = require(`${__hooks}/lib/shared/article-allowlist.json`)
const listMarkers = require(`${__hooks}/lib/shared/list-markers.json`)
const { displayImage } = require(`${__hooks}/lib/shared/news-image-srcset.js`)

/** @param {string[]} words */
function set(words) {
  const result = Object.create(null)
  words.forEach((word) => {
    result[word] = true
  })
  return result
}

/** @type {Record<string, string[]>} element name -> its allowed attributes */
const ELEMENTS = allowlist.elements
const BLOCK = set(allowlist.blocks)
const DROPPED = set(allowlist.droppedWithContent)
const BREAKS = set(allowlist.paragraphBreaks)
const VOID = set(['br', 'hr', 'img'])
/** Closed by the start of any block element (as an HTML parser closes an open paragraph). */
const PARAGRAPH = set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
/** Honour `<svg/>`: a self-closing foreign element has no content. */
const FOREIGN = set(['svg', 'math'])
const MAX_DEPTH = 64

const LINK_SCHEMES = set(allowlist.linkSchemes)
const IMAGE_SRC = new RegExp(allowlist.imageSrc)
const REL_TOKENS = set(allowlist.linkRel)
const ALIGNMENTS = set(allowlist.textAlign)
const CODE_CLASS = new RegExp(allowlist.codeClass)

// ---------------------------------------------------------------------------------------------
// Character references

const NAMED = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', Tab: '\t', NewLine: '\n',
  colon: ':', semi: ';', comma: ',', period: '.', excl: '!', quest: '?', num: '#', percnt: '%',
  lpar: '(', rpar: ')', sol: '/', bsol: '\\', equals: '=', plus: '+', lowbar: '_', grave: '`',
  Hat: '^', lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', verbar: '|', vert: '|', ast: '*',
  commat: '@', dollar: '$', copy: '\u00a9', reg: '\u00ae', trade: '\u2122', hellip: '\u2026',
  mdash: '\u2014', ndash: '\u2013', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d',
  sbquo: '\u201a', bdquo: '\u201e', laquo: '\u00ab', raquo: '\u00bb', lsaquo: '\u2039', rsaquo: '\u203a',
  middot: '\u00b7', bull: '\u2022', times: '\u00d7', divide: '\u00f7', deg: '\u00b0', plusmn: '\u00b1',
  yen: '\u00a5', euro: '\u20ac', pound: '\u00a3', cent: '\u00a2', sect: '\u00a7', para: '\u00b6',
  emsp: '\u2003', ensp: '\u2002', thinsp: '\u2009', zwj: '\u200d', zwnj: '\u200c', shy: '\u00ad',
  iexcl: '\u00a1', iquest: '\u00bf', micro: '\u00b5', permil: '\u2030', prime: '\u2032', Prime: '\u2033',
  larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193', harr: '\u2194', hearts: '\u2665',
  check: '\u2713', star: '\u2606', starf: '\u2605', le: '\u2264', ge: '\u2265', ne: '\u2260',
  frac12: '\u00bd', frac14: '\u00bc', frac34: '\u00be', sup1: '\u00b9', sup2: '\u00b2', sup3: '\u00b3',
  ordf: '\u00aa', ordm: '\u00ba', not: '\u00ac', macr: '\u00af', acute: '\u00b4', cedil: '\u00b8',
  uml: '\u00a8', curren: '\u00a4', brvbar: '\u00a6', dagger: '\u2020', Dagger: '\u2021', loz: '\u25ca',
}
/** Names a browser also decodes without the semicolon (the common ones). */
const LEGACY = set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg'])
/** Windows-1252 meanings of numeric references 0x80-0x9F, as HTML decodes them. */
const WINDOWS_1252 = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
}
const REFERENCE = /&(?:#[xX]([0-9a-fA-F]+);?|#([0-9]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g

function fromCodePoint(code) {
  if (!(code > 0) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  if (code >= 0x80 && code <= 0x9f) return String.fromCharCode(WINDOWS_1252[code] || code)
  return String.fromCodePoint(code)
}

/** Decodes character references as a browser does (numeric ones always, named ones we know). */
function decodeEntities(text) {
  if (text.indexOf('&') === -1) return text
  return text.replace(REFERENCE, (whole, hex, dec, name, semicolon) => {
    if (hex !== undefined) return fromCodePoint(hex.length > 8 ? Infinity : parseInt(hex, 16))
    if (dec !== undefined) return fromCodePoint(dec.length > 8 ? Infinity : parseInt(dec, 10))
    if (!Object.prototype.hasOwnProperty.call(NAMED, name)) return whole
    if (semicolon === '' && !LEGACY[name]) return whole
    return NAMED[name]
  })
}

// ---------------------------------------------------------------------------------------------
// Escaping (as browsers serialise: &, <, >, no-break space; and " in attributes)

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const TEXT_SPECIAL = /[&<>\u00a0]/
const ATTR_SPECIAL = /[&"<>\u00a0]/
const ESCAPES = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ['\u00a0', '&nbsp;'],
]

function withoutControls(text) {
  return CONTROL.test(text) ? text.replace(CONTROLS, '') : text
}

// Tested before replacing, and replaced by split/join: far cheaper in goja than a replace callback.
function escapeWith(text, special, quote) {
  let result = withoutControls(text)
  if (!special.test(result)) return result
  ESCAPES.forEach(([c, entity]) => {
    if ((c !== '"' || quote) && result.indexOf(c) !== -1) result = result.split(c).join(entity)
  })
  return result
}

/** Literal text (plain-text bodies) as HTML. */
function escapeText(text) {
  return escapeWith(text, TEXT_SPECIAL, false)
}

function escapeAttribute(text) {
  return escapeWith(text, ATTR_SPECIAL, true)
}

/**
 * Text as written in HTML: `<` and `>` escaped; character references stay as written, as they can
 * only ever stand for text (so a reference this module does not know still shows right).
 */
function escapeMarkupText(text) {
  let result = withoutControls(text)
  if (result.indexOf('<') !== -1) result = result.split('<').join('&lt;')
  if (result.indexOf('>') !== -1) result = result.split('>').join('&gt;')
  return result
}

// ---------------------------------------------------------------------------------------------
// Attributes

// eslint-disable-next-line no-control-regex
const URL_STRIP_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// eslint-disable-next-line no-control-regex
const URL_STRIP_INSIDE = /[\u0000-\u001f\u007f]/g
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*:)(.?)(.?)(.?)/

/** A URL as a browser reads it: edges trimmed, tabs, newlines and other controls removed. */
function cleanUrl(value) {
  return value.replace(URL_STRIP_EDGES, '').replace(URL_STRIP_INSIDE, '')
}

/** A link scheme of the allow-list, a same-site /path (not //host) or a #hash; null otherwise. */
function safeHref(value) {
  const url = cleanUrl(value)
  const scheme = SCHEME.exec(url)
  if (scheme) return LINK_SCHEMES[scheme[1].toLowerCase()] ? url : null
  if (url.charAt(0) === '#') return url
  if (url.charAt(0) === '/' && url.charAt(1) !== '/' && url.charAt(1) !== '\\') return url
  return null
}

/** One of our body images (`imageSrc`), else null: no other site, no data:, no other file. */
function safeImageSrc(value) {
  const url = cleanUrl(value)
  return IMAGE_SRC.test(url) ? url : null
}

/** `text-align: x` when that is the only thing worth keeping of a style attribute. */
function safeAlignment(style) {
  let align = null
  style.split(';').forEach((declaration) => {
    const colon = declaration.indexOf(':')
    if (colon === -1) return
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim().toLowerCase()
    if (property === 'text-align' && ALIGNMENTS[value]) align = value
  })
  return align === null ? null : `text-align: ${align}`
}

const DIGITS = /^\d{1,6}$/
const digits = (value) => (DIGITS.test(value.trim()) ? value.trim() : null)

/** How the value of each attribute the allow-list names is judged: the value to keep, or null. */
const VALUES = {
  href: safeHref,
  src: safeImageSrc,
  title: (value) => value,
  alt: (value) => value,
  target: (value) => (value.trim().toLowerCase() === '_blank' ? '_blank' : null),
  rel: (value) =>
    value
      .toLowerCase()
      .split(/[\s]+/)
      .filter((token, i, all) => REL_TOKENS[token] && all.indexOf(token) === i),
  width: digits,
  height: digits,
  start: digits,
  style: safeAlignment,
  class: (value) => (CODE_CLASS.test(value.trim()) ? value.trim() : null),
}

/**
 * The allowed attributes of an allowed element as `[name, value]` pairs in their original order,
 * or null when the element itself must go (an <a> without a safe href, an <img> without a safe src).
 */
function safeAttributes(tag, attrs) {
  const allowed = ELEMENTS[tag]
  /** @type {Array<[string, any]>} */
  const kept = []
  let target = false
  /** @type {string[] | null} */
  let rel = null
  let hasUrl = false
  attrs.forEach(([name, raw]) => {
    if (allowed.indexOf(name) === -1 || !Object.prototype.hasOwnProperty.call(VALUES, name)) return
    const value = VALUES[name](raw)
    if (value === null) return
    if (name === 'href' || name === 'src') hasUrl = true
    if (name === 'target') target = true
    if (name === 'rel') rel = value
    kept.push([name, value])
  })
  if ((tag === 'a' || tag === 'img') && !hasUrl) return null
  if (tag === 'a') {
    if (target) {
      if (rel === null) {
        rel = []
        kept.push(['rel', rel])
      }
      const tokens = rel
      allowlist.newTabRel.forEach((token) => {
        if (tokens.indexOf(token) === -1) tokens.push(token)
      })
    }
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i][0] !== 'rel') continue
      if (kept[i][1].length === 0) kept.splice(i, 1)
      else kept[i] = ['rel', kept[i][1].join(' ')]
    }
  }
  return kept
}

/**
 * @typedef {{ display?: boolean, imageSize?: (src: string) => ({ width: number, height: number } | null) }} SanitizeOptions
 */

/** The attributes of one of our body images (the `index`th of the article) as the options want them. */
function bodyImage(attrs, options, index) {
  const value = (/** @type {Array<[string, any]>} */ pairs, /** @type {string} */ name) => {
    const pair = pairs.filter(([key]) => key === name)[0]
    return pair === undefined ? null : pair[1]
  }
  let kept = attrs
  if (options.imageSize && (value(kept, 'width') === null || value(kept, 'height') === null)) {
    const size = options.imageSize(value(kept, 'src'))
    if (size) {
      kept = kept.filter(([name]) => name !== 'width' && name !== 'height')
      kept.push(['width', String(size.width)], ['height', String(size.height)])
    }
  }
  if (!options.display) return kept
  const width = value(kept, 'width')
  const shown = displayImage(value(kept, 'src'), width === null ? null : parseInt(width, 10), index)
  return kept.map(([name, v]) => (name === 'src' ? ['src', shown.src] : [name, v])).concat(shown.extra)
}

function openTag(tag, attrs) {
  return `<${tag}${attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`
}

// ---------------------------------------------------------------------------------------------
// HTML

const VISIBLE = /[^\s\u200b-\u200d]/

/**
 * Builds well-formed HTML from what the filter lets through: every open tag closed in order, loose
 * text and inline elements at the top level in a <p> (as the editor would have it, so a non-empty
 * result has a tag and is never mistaken for plain text when saved again), a list item outside a
 * list in a <ul>, links not nested, at most MAX_DEPTH levels. `empty` stays true until visible text
 * or an image is added.
 */
function htmlBuilder() {
  const out = []
  const stack = []
  let empty = true

  const closeTo = (length) => {
    while (stack.length > length) out.push(`</${stack.pop()}>`)
  }
  /** Closes open inline elements and paragraphs: a block never sits inside them. */
  const closeParagraph = () => {
    let keep = stack.length
    while (keep > 0 && (!BLOCK[stack[keep - 1]] || PARAGRAPH[stack[keep - 1]])) keep--
    closeTo(keep)
  }
  const inlineContext = () => {
    if (stack.length > 0) return
    out.push('<p>')
    stack.push('p')
  }
  /** An item closes the open item of its list; an item outside any list gets one. */
  const listItem = () => {
    let list = -1
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i] === 'ul' || stack[i] === 'ol') {
        list = i
        break
      }
    }
    for (let i = stack.length - 1; i > list; i--) {
      if (stack[i] === 'li') {
        closeTo(i)
        break
      }
    }
    if (list === -1 && stack.lastIndexOf('li') === -1) {
      out.push('<ul>')
      stack.push('ul')
    }
  }

  return {
    /** Text already escaped. */
    text(html) {
      if (html === '') return
      const visible = (empty || stack.length === 0) && VISIBLE.test(decodeEntities(html))
      if (stack.length === 0 && !visible) return // whitespace between blocks
      inlineContext()
      out.push(html)
      if (visible) empty = false
    },
    /** The start tag of an allowed element, written by openTag. */
    open(tag, html) {
      if (BLOCK[tag]) {
        closeParagraph()
        if (tag === 'li') listItem()
      } else {
        inlineContext()
        if (tag === 'a' && stack.indexOf('a') !== -1) closeTo(stack.indexOf('a')) // links do not nest
      }
      if (!VOID[tag] && stack.length >= MAX_DEPTH) return
      out.push(html)
      if (tag === 'img') empty = false
      if (!VOID[tag]) stack.push(tag)
    },
    close(tag) {
      const at = stack.lastIndexOf(tag)
      if (at !== -1) closeTo(at)
    },
    paragraphBreak: closeParagraph,
    result() {
      closeTo(0)
      return { html: out.join(''), empty }
    },
  }
}

const SPACE = /\s/
const SELF_CLOSING = /\/\s*>$/
/** What an HTML parser reads as a tag, comment or the like (`< 2` is text). */
const TAG_START = /^<[A-Za-z!?/]/

/** The `[name, value]` pairs of a tag as xss reads them (first of a name wins, values decoded). */
function readAttributes(source) {
  const space = source.search(SPACE)
  const attrs = []
  if (space === -1) return attrs
  const seen = Object.create(null)
  const text = source.slice(space + 1, source.charAt(source.length - 1) === '>' ? -1 : source.length).replace(/\/\s*$/, '')
  parseAttr(text, (name, value) => {
    if (!seen[name]) {
      seen[name] = true
      attrs.push([name, decodeEntities(value)])
    }
    return ''
  })
  return attrs
}

/**
 * HTML through xss and the allow-list into the builder. xss reads the markup (tags, attributes,
 * comments, which it drops) and calls back for each piece in order; the callbacks hand every piece to
 * the builder and return '' to xss, whose own result is not used: xss joins it with `+=`, which in
 * goja copies the whole string each time (measured: most of the time on a 100 KB body).
 */
function sanitizeMarkup(html, options) {
  const builder = htmlBuilder()
  let skip = null // {name, depth}: inside an element dropped with its content
  let images = 0
  const filter = new FilterXSS({
    whiteList: ELEMENTS,
    allowCommentTag: false,
    css: false,
    escapeHtml: (text) => {
      if (!skip) builder.text(escapeMarkupText(text))
      return ''
    },
    onTag: (tag, source, { isClosing, isWhite }) => {
      const contentless = FOREIGN[tag] && SELF_CLOSING.test(source)
      if (skip) {
        if (tag === skip.name && isClosing) skip.depth--
        else if (tag === skip.name && !contentless) skip.depth++
        if (skip.depth === 0) skip = null
      } else if (DROPPED[tag]) {
        if (!isClosing && !contentless) skip = { name: tag, depth: 1 }
      } else if (BREAKS[tag]) {
        builder.paragraphBreak()
      } else if (!isWhite) {
        if (!TAG_START.test(source)) builder.text(escapeMarkupText(source))
      } else if (isClosing) {
        if (!VOID[tag]) builder.close(tag)
      } else {
        let attrs = safeAttributes(tag, readAttributes(source))
        if (attrs !== null && tag === 'img') attrs = bodyImage(attrs, options, images++)
        if (attrs !== null) builder.open(tag, openTag(tag, attrs))
      }
      return ''
    },
  })
  filter.process(html)
  return builder.result()
}

// ---------------------------------------------------------------------------------------------
// Plain text

const TAG_LIKE = /<(?:\/?[A-Za-z][^>]*>|[!?][^>]*>|!--)/
const BULLET = new RegExp(`${listMarkers.bullet}(.*)$`)

/** True when the text holds no tag, comment or the like: it is plain text, not HTML. */
function isPlainText(text) {
  return !TAG_LIKE.test(text)
}

/** Plain text as HTML: a <p> per non-blank line, bullet lines as one <ul> per run. */
function plainTextToHtml(text) {
  const out = []
  let items = []
  const flush = () => {
    if (items.length > 0) out.push(`<ul>${items.map((item) => `<li><p>${escapeText(item)}</p></li>`).join('')}</ul>`)
    items = []
  }
  text.split('\n').forEach((line) => {
    const bullet = BULLET.exec(line)
    if (bullet) {
      const item = bullet[1].trim()
      if (item !== '') items.push(item)
      return
    }
    flush()
    const paragraph = line.trim()
    if (paragraph !== '') out.push(`<p>${escapeText(paragraph)}</p>`)
  })
  flush()
  return out.join('')
}

/**
 * The safe form of a news article body: `{html, empty}`. Plain text becomes paragraphs and lists;
 * HTML keeps only the allowed elements and attributes. `empty` is true when nothing visible is
 * left (no text, no image), e.g. a body that was only a script. `options`: above.
 * @param {unknown} input
 * @param {SanitizeOptions} [options]
 */
function sanitizeNewsHtml(input, options) {
  const source = String(input === null || input === undefined ? '' : input).replace(/\r\n?/g, '\n')
  if (isPlainText(source)) {
    const html = plainTextToHtml(source) // taken literally: a typed `&amp;` stays five characters
    return { html, empty: html === '' }
  }
  return sanitizeMarkup(source, options || {})
}

module.exports = { sanitizeNewsHtml }
