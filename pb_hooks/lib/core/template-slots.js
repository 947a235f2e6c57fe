// The one way the server fills HTML: the prerendered pages and their fragments. The build marks what
// the server fills (src/site/ui/template-slots.ts writes the markers in the pages):
//   data-slot="name"             the element's content: escaped text, or markup the server made (trusted())
//   data-attrs="attr:name ..."   attributes set to escaped values; null removes the attribute, and a
//                                void element (an <img> without its src) with it
//   data-if="name"               the element stays only while the value is set (not null, '' or false)
//   <slot data-slot="name">      replaced whole by the value (words inside a sentence)
//   <template data-template="x"> a fragment, taken out of the page, filled and inserted by the caller
// A marker whose name is not among the values is left as it is, for another fill (the settings
// fill every page, the news pages fill their own). Every value goes through the one escaper,
// shared/escape-html.js. (The mails staff edit are filled by shared/message-templates.js, with the same escaper.)

// Relative, not `${__hooks}`: the unit tier loads this module outside PocketBase.
const { escapeHtml } = require('../shared/escape-html.js')

/**
 * A value that is markup already made safe (a filled fragment, the sanitised article body).
 * @param {string} html
 * @returns {{html: string}}
 */
function trusted(html) {
  return { html: html }
}

/**
 * JSON that can sit inside <script type="application/json">: no `<`, `>` or `&` (so nothing can
 * close the element or open a comment), and no U+2028/U+2029.
 * @param {string} json
 */
function scriptJson(json) {
  return json
    .split('<')
    .join('\\u003c')
    .split('>')
    .join('\\u003e')
    .split('&')
    .join('\\u0026')
    .split('\u2028')
    .join('\\u2028')
    .split('\u2029')
    .join('\\u2029')
}

const FRAGMENT = /<template data-template="([^"]+)">([\s\S]*?)<\/template>/g
// Tags as React writes them: attribute values quoted and escaped, so no `<` or `>` inside a tag.
const TAG = /<([a-z][a-z0-9-]*)(\s[^<>]*?)?(\/?)>/g
const ATTRIBUTE = /\s([^\s="'<>/]+)(?:="([^"]*)")?/g
const MARKERS = ['data-slot', 'data-attrs', 'data-if']
const VOID = { area: 1, base: 1, br: 1, col: 1, embed: 1, hr: 1, img: 1, input: 1, link: 1, meta: 1, source: 1, track: 1, wbr: 1 }

/**
 * The page without its <template> fragments, and the fragments by name.
 * @param {string} html
 * @returns {{page: string, fragments: Record<string, string>}}
 */
function splitTemplate(html) {
  /** @type {Record<string, string>} */
  const fragments = {}
  const page = html.replace(FRAGMENT, (_, name, inner) => {
    fragments[name] = inner
    return ''
  })
  return { page: page, fragments: fragments }
}

/** @param {string} text @returns {{name: string, value: string | undefined}[]} */
function parseAttributes(text) {
  const list = []
  let match
  ATTRIBUTE.lastIndex = 0
  while ((match = ATTRIBUTE.exec(text)) !== null) list.push({ name: match[1], value: match[2] })
  return list
}

/**
 * Where the element whose open tag ends at `from` closes: `{contentEnd, end}`. React writes
 * balanced markup, so counting the element's own open and close tags finds its end.
 * @param {string} html
 * @param {string} name the element's tag name
 * @param {number} from
 */
function elementEnd(html, name, from) {
  const tags = new RegExp('<' + name + '\\b[^>]*>|</' + name + '>', 'g')
  tags.lastIndex = from
  let depth = 1
  let match
  while ((match = tags.exec(html)) !== null) {
    depth += match[0].charAt(1) === '/' ? -1 : 1
    if (depth === 0) return { contentEnd: match.index, end: match.index + match[0].length }
  }
  return { contentEnd: html.length, end: html.length }
}

/** @param {Record<string, unknown>} values @param {string | undefined} name */
const has = (values, name) => name !== undefined && Object.prototype.hasOwnProperty.call(values, name)
/** @param {unknown} value */
const isSet = (value) => value !== null && value !== undefined && value !== '' && value !== false
/** @param {unknown} value */
const asHtml = (value) => (typeof value === 'object' && value !== null ? /** @type {{html: string}} */ (value).html : escapeHtml(value))

/**
 * A marked element of a template, found once: where its open tag starts and ends, where its
 * content and the element end (the open tag's end for a void element), its attributes, and its
 * markers read (data-if's and data-slot's names, data-attrs' attribute:name pairs).
 * @typedef {{name: string, start: number, openEnd: number, selfClosing: boolean, isVoid: boolean,
 *   contentEnd: number, end: number, attributes: {name: string, value: string | undefined}[],
 *   condition: string | undefined, slot: string | undefined, pairs: {attribute: string, value: string}[]}} Mark
 */

/**
 * `html` read once for its marked elements, so a template filled again and again (a page's
 * fragments, once per request) is not scanned with regular expressions each time: `fill()` takes it as it takes
 * the text.
 * @param {string} html a trusted template
 * @returns {{html: string, marks: Mark[]}}
 */
function compile(html) {
  /** @type {Mark[]} */
  const marks = []
  TAG.lastIndex = 0
  let match
  while ((match = TAG.exec(html)) !== null) {
    const attributeText = match[2] || ''
    if (!MARKERS.some((marker) => attributeText.indexOf(' ' + marker + '=') >= 0)) continue
    const name = match[1]
    const openEnd = match.index + match[0].length
    const selfClosing = match[3] === '/'
    const isVoid = selfClosing || VOID[name] === 1
    const range = isVoid ? { contentEnd: openEnd, end: openEnd } : elementEnd(html, name, openEnd)
    const attributes = parseAttributes(attributeText)
    const marker = (/** @type {string} */ key) => attributes.filter((attribute) => attribute.name === key).map((attribute) => attribute.value)[0]
    const pairs = String(marker('data-attrs') || '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => ({ attribute: pair.slice(0, pair.indexOf(':')), value: pair.slice(pair.indexOf(':') + 1) }))
    marks.push({ name, start: match.index, openEnd, selfClosing, isVoid, contentEnd: range.contentEnd, end: range.end, attributes, condition: marker('data-if'), slot: marker('data-slot'), pairs })
  }
  return { html: html, marks: marks }
}

/**
 * One fill of `compiled` (see fill()): the marks walked and each decided from `values`.
 * @param {{html: string, marks: Mark[]}} compiled
 * @param {Record<string, unknown>} values
 * @returns {string}
 */
function fillMarks(compiled, values) {
  const { html, marks } = compiled
  let out = ''
  let cursor = 0
  for (let m = 0; m < marks.length; m++) {
    const { name, start, openEnd, selfClosing, isVoid, contentEnd, end, attributes, condition, slot, pairs } = marks[m]
    // Inside an element already replaced or dropped.
    if (start < cursor) continue

    if (has(values, condition) && !isSet(values[/** @type {string} */ (condition)])) {
      out += html.slice(cursor, start)
      cursor = end
      continue
    }

    /** @type {Record<string, string>} */
    const assignments = {}
    pairs.forEach((pair) => {
      if (has(values, pair.value)) assignments[pair.attribute] = pair.value
    })
    const fillsSlot = has(values, slot) && !isVoid
    const unresolvedAttrs = pairs.filter((pair) => !has(values, pair.value)).map((pair) => pair.attribute + ':' + pair.value)
    // Copies: the compiled attributes serve the next fill too.
    const kept = attributes
      .filter((attribute) => {
        if (attribute.name === 'data-if') return !has(values, condition)
        if (attribute.name === 'data-slot') return !fillsSlot
        if (attribute.name === 'data-attrs') return unresolvedAttrs.length > 0
        return true
      })
      .map((attribute) => ({ name: attribute.name, value: attribute.value }))
    const attrsMarker = kept.filter((attribute) => attribute.name === 'data-attrs')[0]
    if (attrsMarker) attrsMarker.value = unresolvedAttrs.join(' ')

    let dropped = false
    Object.keys(assignments).forEach((attributeName) => {
      const value = values[assignments[attributeName]]
      const existing = kept.filter((attribute) => attribute.name.toLowerCase() === attributeName)[0]
      if (value === null || value === undefined) {
        if (isVoid) dropped = true
        if (existing) kept.splice(kept.indexOf(existing), 1)
        return
      }
      if (existing) existing.value = escapeHtml(value)
      else kept.push({ name: attributeName, value: escapeHtml(value) })
    })
    out += html.slice(cursor, start)
    // A <slot> (words inside a sentence) is replaced whole by its value.
    if (name === 'slot' && fillsSlot) {
      const value = values[/** @type {string} */ (slot)]
      out += value === null || value === undefined ? '' : asHtml(value)
      cursor = end
      continue
    }
    if (dropped) {
      cursor = openEnd
      continue
    }
    out += '<' + name + kept.map((attribute) => (attribute.value === undefined ? ' ' + attribute.name : ' ' + attribute.name + '="' + attribute.value + '"')).join('') + (selfClosing ? '/>' : '>')
    cursor = openEnd
    if (!fillsSlot) continue
    const content = values[/** @type {string} */ (slot)]
    // A null slot keeps what the template has there (the prerendered default).
    if (content === null || content === undefined) continue
    out += asHtml(content)
    cursor = contentEnd
  }
  return out + html.slice(cursor)
}

// A compiled template's fills are planned once per shape of their values (which names are absent,
// null, '', false, markup or text): the plan is the output with the text and markup values left
// as holes, so a fragment filled on every request is not walked mark by mark each time (PocketBase's
// JS engine runs that walk some twenty times slower than Node).
const HOLE = '\ue000'
const HOLES = /\ue000(\d+)\ue000/
const MAX_PLANS = 16

/** A value's part in a fill's shape: what decides the markup around it, not the text itself. */
function shapeOf(values, name) {
  if (!has(values, name)) return 'a'
  const value = values[name]
  if (value === null || value === undefined) return 'n'
  if (value === '') return 'e'
  if (value === false) return 'f'
  return typeof value === 'object' ? 'o' : 's'
}

/** Every value name the marks of `compiled` read. @param {{marks: Mark[]}} compiled */
function namesOf(compiled) {
  /** @type {string[]} */
  const names = []
  const add = (/** @type {string | undefined} */ name) => {
    if (name !== undefined && names.indexOf(name) < 0) names.push(name)
  }
  compiled.marks.forEach((mark) => {
    add(mark.condition)
    add(mark.slot)
    mark.pairs.forEach((pair) => add(pair.value))
  })
  return names
}

/**
 * The plan of one shape: the template filled with numbered holes for the text and markup values,
 * split at them into `[text, name, text, name, ..., text]`.
 * @param {{html: string, marks: Mark[]}} compiled
 * @param {string[]} names
 * @param {Record<string, unknown>} values
 * @returns {string[]}
 */
function planOf(compiled, names, values) {
  /** @type {Record<string, unknown>} */
  const holes = {}
  Object.keys(values).forEach((name) => (holes[name] = values[name]))
  names.forEach((name, i) => {
    const shape = shapeOf(values, name)
    if (shape === 's') holes[name] = HOLE + i + HOLE
    else if (shape === 'o') holes[name] = trusted(HOLE + i + HOLE)
  })
  return fillMarks(compiled, holes)
    .split(HOLES)
    .map((part, i) => (i % 2 === 0 ? part : names[Number(part)]))
}

/**
 * `template` with its marked elements filled from `values` (see the top of this file): one pass, and
 * what a slot receives is never scanned for markers.
 * @param {string | {html: string, marks: Mark[], names?: string[], plans?: Record<string, string[]>}} template
 *   a trusted template (the build's pages and fragments), as text or compile()d
 * @param {Record<string, unknown>} values text (escaped here), trusted() markup, or null
 * @returns {string}
 */
function fill(template, values) {
  if (typeof template === 'string') return fillMarks(compile(template), values)
  if (template.html.indexOf(HOLE) >= 0) return fillMarks(template, values)
  const names = template.names || (template.names = namesOf(template))
  const plans = template.plans || (template.plans = {})
  let shape = ''
  for (let i = 0; i < names.length; i++) shape += shapeOf(values, names[i])
  let plan = plans[shape]
  if (!plan) {
    if (Object.keys(plans).length >= MAX_PLANS) return fillMarks(template, values)
    plan = plans[shape] = planOf(template, names, values)
  }
  let out = plan[0]
  for (let i = 1; i < plan.length; i += 2) out += asHtml(values[plan[i]]) + plan[i + 1]
  return out
}

/**
 * Where the first element from `from` whose open tag carries `attribute` sits in `html`:
 * {start, contentStart, contentEnd, end}, or null.
 * @param {string} html
 * @param {string} attribute
 * @param {number} from
 */
function elementRange(html, attribute, from) {
  const openTag = new RegExp('<([a-z][a-z0-9]*)\\b[^>]*\\s' + attribute + '(?:="[^"]*")?[^>]*>', 'g')
  openTag.lastIndex = from
  const open = openTag.exec(html)
  if (!open) return null
  const contentStart = open.index + open[0].length
  const { contentEnd, end } = elementEnd(html, open[1], contentStart)
  return { start: open.index, contentStart: contentStart, contentEnd: contentEnd, end: end }
}

/**
 * `html` with the content of the (first) element whose open tag carries `attribute` replaced by `markup` (trusted).
 * @param {string} html @param {string} attribute @param {string} markup
 */
function replaceElementContent(html, attribute, markup) {
  const range = elementRange(html, attribute, 0)
  return range ? html.slice(0, range.contentStart) + markup + html.slice(range.contentEnd) : html
}

/**
 * `html` with the (first) element whose open tag carries `attribute` replaced whole by `markup` (trusted).
 * @param {string} html @param {string} attribute @param {string} markup
 */
function replaceElement(html, attribute, markup) {
  const range = elementRange(html, attribute, 0)
  return range ? html.slice(0, range.start) + markup + html.slice(range.end) : html
}

/**
 * `html` without every element carrying `attribute` whose content lacks `needle`.
 * @param {string} html @param {string} attribute @param {string} needle
 */
function removeElementsWithout(html, attribute, needle) {
  let out = html
  let from = 0
  let range
  while ((range = elementRange(out, attribute, from)) !== null) {
    if (out.slice(range.contentStart, range.contentEnd).indexOf(needle) >= 0) from = range.end
    else {
      out = out.slice(0, range.start) + out.slice(range.end)
      from = range.start
    }
  }
  return out
}

/**
 * `html` without the first element whose open tag carries `attribute` (e.g. a loading spinner).
 * @param {string} html @param {string} attribute
 */
function removeElement(html, attribute) {
  return replaceElement(html, attribute, '')
}

module.exports = { compile, escapeHtml, fill, removeElement, removeElementsWithout, replaceElement, replaceElementContent, scriptJson, splitTemplate, trusted }
