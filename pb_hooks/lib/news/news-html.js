// News article HTML made safe on the server before it is stored (records.pb.js runs it on every
// save of a news record: REST, the dashboard and $app.save alike). Pure functions, no DOM (goja has
// none): a small HTML tokenizer, an allow-list and a serializer that writes every tag itself, so
// the stored body is well-formed (every open tag closed) and holds nothing that was not allowed.
//
// Elements kept (what the back office's TipTap editor writes, plus a few harmless ones):
//   p br h1-h6 strong b em i u s del mark sub sup code pre blockquote ul ol li hr a img
// Attributes kept, nothing else:
//   a[href]       http:, https:, mailto:, /path or #hash, judged after decoding entities and
//                 removing tabs, newlines and control characters (so &#106;avascript:, java\tscript:
//                 and JAVASCRIPT: are all refused); an <a> without such an href is unwrapped
//   a[target]     only _blank, and then rel always carries noopener noreferrer
//   a[rel]        the tokens noopener noreferrer nofollow ugc
//   a[title], img[alt], img[title]
//   img[src]      http:, https: or /api/files/…; an <img> without such a src is dropped (no data:)
//   img[width|height]  digits only; ol[start] digits only
//   p/h1-h6[style]     only `text-align: left|center|right|justify` (TipTap's alignment); any other
//                      style (position, display, opacity, colour…) is removed
//   code[class]   only language-xxx (TipTap's code block language)
// Removed with their content: script style iframe frame frameset object applet embed svg math
//   form input button select option textarea template noscript noembed noframes title head meta
//   link base xmp plaintext audio video canvas map…
// Removed: comments, CDATA sections, doctypes, processing instructions, every other attribute
//   (on* event handlers, style, class, id…).
// Any other element is unwrapped: its tags go, its text stays (div, section, table cells… still
// part paragraphs). Loose text and inline elements at the top level go into a <p>.
// Plain text (no tag at all) becomes HTML: each non-blank line a <p>; lines starting with a bullet
// (•, ·, or - and * followed by a space) become <li> items of one <ul>. Text is always escaped.

const BLOCK = set('p h1 h2 h3 h4 h5 h6 blockquote pre ul ol li hr')
const INLINE = set('a strong b em i u s del mark sub sup code br img')
const VOID = set('br hr img')
/** Closed by the start of any block element (as an HTML parser closes an open paragraph). */
const PARAGRAPH = set('p h1 h2 h3 h4 h5 h6')
/** Elements whose content is raw text up to their end tag; all are dropped with it. */
const RAW_TEXT = set('script style xmp iframe noembed noframes noscript textarea title')
/** Dropped together with everything inside them (nesting of the same element counted). */
const DROP_WITH_CONTENT = set(
  'svg math object applet form button select option optgroup datalist template head frameset audio video canvas map picture dialog',
)
/** Dropped, nothing inside (void in HTML). */
const DROP_VOID = set('input embed frame meta link base param source track keygen area')
/** Honour `<svg/>`: a self-closing foreign element has no content. */
const FOREIGN = set('svg math')
const MAX_DEPTH = 64

const REL_TOKENS = set('noopener noreferrer nofollow ugc')
const ALIGNMENTS = set('left center right justify')

function set(words) {
  const result = Object.create(null)
  words.split(' ').forEach((word) => {
    result[word] = true
  })
  return result
}

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
const LEGACY = set('amp lt gt quot nbsp copy reg')
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
// Escaping (as browsers serialise: &, <, >, no-break space in text; &, ", <, > in attributes)

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

// Tested before replacing, and replaced by split/join: far cheaper in goja than a replace callback.
function escapeWith(text, special, quote) {
  let result = CONTROL.test(text) ? text.replace(CONTROLS, '') : text
  if (!special.test(result)) return result
  ESCAPES.forEach(([c, entity]) => {
    if ((c !== '"' || quote) && result.indexOf(c) !== -1) result = result.split(c).join(entity)
  })
  return result
}

function escapeText(text) {
  return escapeWith(text, TEXT_SPECIAL, false)
}

function escapeAttribute(text) {
  return escapeWith(text, ATTR_SPECIAL, true)
}

// ---------------------------------------------------------------------------------------------
// Tokenizer (the HTML tokenizer's rules for tags, attributes, comments and raw text, simplified)

function isSpace(code) {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13
}

function isLetter(code) {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/** Index just past the next `>` from `from`, or the end of the input. */
function pastNext(html, text, from) {
  const at = html.indexOf(text, from)
  return at === -1 ? html.length : at + text.length
}

/** Skips a comment, CDATA section, doctype or processing instruction starting at `<`. */
function skipMarkupDeclaration(html, at) {
  if (html.startsWith('<!--', at)) {
    if (html.startsWith('>', at + 4)) return at + 5
    if (html.startsWith('->', at + 4)) return at + 6
    const close = html.indexOf('-->', at + 4)
    const bang = html.indexOf('--!>', at + 4)
    if (bang !== -1 && (close === -1 || bang < close)) return bang + 4
    return close === -1 ? html.length : close + 3
  }
  if (html.substr(at, 9).toUpperCase() === '<![CDATA[') return pastNext(html, ']]>', at + 9)
  return pastNext(html, '>', at + 2)
}

/**
 * Reads a tag's attributes from `at` (just after its name) to its `>`. Returns null when the input
 * ends first (a browser drops such a tag too).
 */
function readAttributes(html, at) {
  const n = html.length
  const attrs = []
  const seen = Object.create(null)
  let selfClosing = false
  let i = at
  for (;;) {
    while (i < n) {
      const code = html.charCodeAt(i)
      if (isSpace(code)) i++
      else if (code === 47 /* / */) {
        selfClosing = html.charCodeAt(i + 1) === 62
        i++
      } else break
    }
    if (i >= n) return null
    if (html.charCodeAt(i) === 62 /* > */) return { attrs, selfClosing, end: i + 1 }
    selfClosing = false
    const nameStart = i
    i++ // the first character of a name may be '='
    while (i < n) {
      const code = html.charCodeAt(i)
      if (isSpace(code) || code === 47 || code === 62 || code === 61) break
      i++
    }
    const name = html.slice(nameStart, i).toLowerCase()
    while (i < n && isSpace(html.charCodeAt(i))) i++
    let value = ''
    if (html.charCodeAt(i) === 61 /* = */) {
      i++
      while (i < n && isSpace(html.charCodeAt(i))) i++
      if (i >= n) return null
      const quote = html.charAt(i)
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1)
        if (close === -1) return null
        value = html.slice(i + 1, close)
        i = close + 1
      } else {
        const valueStart = i
        while (i < n && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++
        value = html.slice(valueStart, i)
      }
      value = decodeEntities(value)
    }
    if (!seen[name]) {
      seen[name] = true
      attrs.push([name, value])
    }
  }
}

/** Reads a tag name from `at`; it ends at whitespace, '/' or '>'. */
function readName(html, at) {
  let i = at
  while (i < html.length) {
    const code = html.charCodeAt(i)
    if (isSpace(code) || code === 47 || code === 62) break
    i++
  }
  return { name: html.slice(at, i).toLowerCase(), end: i }
}

const rawTextEnds = Object.create(null)

/** Index of the end tag closing raw text element `name` from `from`, or -1. */
function findRawTextEnd(html, name, from) {
  const pattern = rawTextEnds[name] || (rawTextEnds[name] = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi'))
  pattern.lastIndex = from
  const match = pattern.exec(html)
  return match ? match.index : -1
}

/**
 * Splits HTML into tokens: {type: 'text', text} (decoded), {type: 'start', name, attrs,
 * selfClosing} and {type: 'end', name}. Comments and the like vanish; raw text elements (script,
 * style, iframe…) vanish with their content.
 */
function tokenize(html) {
  const tokens = []
  const n = html.length
  let pos = 0
  const text = (from, to) => {
    if (to > from) tokens.push({ type: 'text', text: decodeEntities(html.slice(from, to)) })
  }
  while (pos < n) {
    const lt = html.indexOf('<', pos)
    if (lt === -1) {
      text(pos, n)
      break
    }
    text(pos, lt)
    const next = html.charCodeAt(lt + 1)
    if (next === 33 /* ! */) {
      pos = skipMarkupDeclaration(html, lt)
    } else if (next === 63 /* ? */) {
      pos = pastNext(html, '>', lt + 2)
    } else if (next === 47 /* / */) {
      const after = html.charCodeAt(lt + 2)
      if (isLetter(after)) {
        const { name, end } = readName(html, lt + 2)
        const tag = readAttributes(html, end)
        if (!tag) break
        tokens.push({ type: 'end', name })
        pos = tag.end
      } else if (after === 62) {
        pos = lt + 3
      } else if (lt + 2 >= n) {
        text(lt, n)
        break
      } else {
        pos = pastNext(html, '>', lt + 2)
      }
    } else if (isLetter(next)) {
      const { name, end } = readName(html, lt + 1)
      const tag = readAttributes(html, end)
      if (!tag) break
      pos = tag.end
      if (name === 'plaintext') break
      if (RAW_TEXT[name]) {
        const close = findRawTextEnd(html, name, pos)
        if (close === -1) break
        const { end: nameEnd } = readName(html, close + 2)
        const closing = readAttributes(html, nameEnd)
        if (!closing) break
        pos = closing.end
        continue
      }
      tokens.push({ type: 'start', name, attrs: tag.attrs, selfClosing: tag.selfClosing })
    } else {
      text(lt, lt + 1)
      pos = lt + 1
    }
  }
  return tokens
}

// ---------------------------------------------------------------------------------------------
// Attributes

// eslint-disable-next-line no-control-regex
const URL_STRIP_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
// eslint-disable-next-line no-control-regex
const URL_STRIP_INSIDE = /[\u0000-\u001f\u007f]/g

/** A URL as a browser reads it: edges trimmed, tabs, newlines and other controls removed. */
function cleanUrl(value) {
  return value.replace(URL_STRIP_EDGES, '').replace(URL_STRIP_INSIDE, '')
}

/** http(s):, mailto:, a same-site /path (not //host) or a #hash; null otherwise. */
function safeHref(value) {
  const url = cleanUrl(value)
  if (/^(?:https?|mailto):/i.test(url)) return url
  if (url.charAt(0) === '#') return url
  if (url.charAt(0) === '/' && url.charAt(1) !== '/' && url.charAt(1) !== '\\') return url
  return null
}

/** http(s): or one of PocketBase's own files; null otherwise (no data:, no javascript:). */
function safeImageSrc(value) {
  const url = cleanUrl(value)
  if (/^https?:\/\/[^/\\]/i.test(url)) return url
  if (url.startsWith('/api/files/')) return url
  return null
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

/**
 * The allowed attributes of an allowed element as `[name, value]` pairs in their original order,
 * or null when the element itself must go (an <a> without a safe href, an <img> without a safe src).
 */
function safeAttributes(tag, attrs) {
  /** @type {Array<[string, any]>} */
  const kept = []
  let target = false
  /** @type {string[] | null} */
  let rel = null
  let hasUrl = false
  attrs.forEach(([name, raw]) => {
    let value = null
    if (tag === 'a') {
      if (name === 'href') {
        value = safeHref(raw)
        if (value !== null) hasUrl = true
      } else if (name === 'title') value = raw
      else if (name === 'target' && raw.trim().toLowerCase() === '_blank') {
        value = '_blank'
        target = true
      } else if (name === 'rel') {
        value = raw
          .toLowerCase()
          .split(/[\s]+/)
          .filter((token, i, all) => REL_TOKENS[token] && all.indexOf(token) === i)
        rel = value
      }
    } else if (tag === 'img') {
      if (name === 'src') {
        value = safeImageSrc(raw)
        if (value !== null) hasUrl = true
      } else if (name === 'alt' || name === 'title') value = raw
      else if ((name === 'width' || name === 'height') && DIGITS.test(raw.trim())) value = raw.trim()
    } else if (PARAGRAPH[tag] && name === 'style') {
      value = safeAlignment(raw)
    } else if (tag === 'code' && name === 'class' && /^language-[\w+#.-]{1,40}$/.test(raw.trim())) {
      value = raw.trim()
    } else if (tag === 'ol' && name === 'start' && DIGITS.test(raw.trim())) {
      value = raw.trim()
    }
    if (value !== null) kept.push([name, value])
  })
  if ((tag === 'a' || tag === 'img') && !hasUrl) return null
  if (tag === 'a') {
    if (target) {
      if (rel === null) {
        rel = []
        kept.push(['rel', rel])
      }
      const tokens = rel
      ;['noopener', 'noreferrer'].forEach((token) => {
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

function openTag(tag, attrs) {
  return `<${tag}${attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`
}

// ---------------------------------------------------------------------------------------------
// Plain text

const TAG_LIKE = /<(?:\/?[A-Za-z][^>]*>|[!?][^>]*>|!--)/
const BULLET = /^[ \t\u3000]*(?:[•·]|[-*](?=[ \t\u3000]))[ \t\u3000]*(.*)$/

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

// ---------------------------------------------------------------------------------------------
// Sanitising

const VISIBLE = /[^\s\u200b-\u200d]/

/** Unknown elements that separate paragraphs: unwrapped, but text on either side is not run together. */
const BOUNDARY = set(
  'div section article header footer main aside nav figure figcaption address center table caption thead tbody tfoot tr td th dl dt dd details summary fieldset legend hgroup',
)

/**
 * Allowed HTML rebuilt from tokens; `empty` when no visible text and no image survived. Inline
 * content at the top level goes into a <p> (as the editor would have it), so any non-empty result
 * has a tag and is never mistaken for plain text when saved again.
 */
function buildHtml(tokens) {
  const out = []
  const stack = []
  let empty = true
  let skip = null // {name, depth}: inside an element dropped with its content

  const closeTo = (length) => {
    while (stack.length > length) out.push(`</${stack.pop()}>`)
  }
  /** Closes open inline elements and paragraphs: a block never sits inside them. */
  const closeParagraph = () => {
    let keep = stack.length
    while (keep > 0 && (INLINE[stack[keep - 1]] || PARAGRAPH[stack[keep - 1]])) keep--
    closeTo(keep)
  }
  const inlineContext = () => {
    if (stack.length > 0) return
    out.push('<p>')
    stack.push('p')
  }

  tokens.forEach((token) => {
    if (skip) {
      if (token.name !== skip.name) return
      if (token.type === 'start' && !(token.selfClosing && FOREIGN[token.name])) skip.depth++
      else if (token.type === 'end' && --skip.depth === 0) skip = null
      return
    }
    if (token.type === 'text') {
      const visible = VISIBLE.test(token.text)
      if (stack.length === 0 && !visible) return // whitespace between blocks
      inlineContext()
      out.push(escapeText(token.text))
      if (visible) empty = false
      return
    }
    const tag = token.name
    if (BOUNDARY[tag]) {
      closeParagraph()
      return
    }
    if (token.type === 'end') {
      if (!BLOCK[tag] && !INLINE[tag]) return
      const at = stack.lastIndexOf(tag)
      if (at !== -1) closeTo(at)
      return
    }
    if (DROP_WITH_CONTENT[tag]) {
      if (!(token.selfClosing && FOREIGN[tag])) skip = { name: tag, depth: 1 }
      return
    }
    if (DROP_VOID[tag] || (!BLOCK[tag] && !INLINE[tag])) return
    const attrs = safeAttributes(tag, token.attrs)
    if (attrs === null) return
    if (BLOCK[tag]) {
      closeParagraph()
      if (tag === 'li') {
        let list = -1
        for (let i = stack.length - 1; i >= 0; i--) {
          if (stack[i] === 'ul' || stack[i] === 'ol') {
            list = i
            break
          }
        }
        for (let i = stack.length - 1; i > list; i--) {
          if (stack[i] === 'li') {
            closeTo(i) // an item closes the open item of its list
            break
          }
        }
        if (list === -1 && stack.lastIndexOf('li') === -1) {
          out.push('<ul>') // an item outside any list gets one
          stack.push('ul')
        }
      }
    } else {
      inlineContext()
      if (tag === 'a' && stack.indexOf('a') !== -1) closeTo(stack.indexOf('a')) // links do not nest
    }
    if (!VOID[tag] && stack.length >= MAX_DEPTH) return
    out.push(openTag(tag, attrs))
    if (tag === 'img') empty = false
    if (!VOID[tag]) stack.push(tag)
  })
  closeTo(0)
  return { html: out.join(''), empty }
}

/**
 * The safe form of a news article body: `{html, empty}`. Plain text becomes paragraphs and lists;
 * HTML keeps only the allowed elements and attributes. `empty` is true when nothing visible is
 * left (no text, no image), e.g. a body that was only a script.
 */
function sanitizeNewsHtml(input) {
  const source = String(input === null || input === undefined ? '' : input).replace(/\r\n?/g, '\n')
  if (isPlainText(source)) {
    const html = plainTextToHtml(source) // taken literally: a typed `&amp;` stays five characters
    return { html, empty: html === '' }
  }
  return buildHtml(tokenize(source))
}

module.exports = { sanitizeNewsHtml, isPlainText, plainTextToHtml, decodeEntities, safeHref, safeImageSrc }
