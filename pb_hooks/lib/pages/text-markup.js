// The words staff publish of a course or a page (the record's `texts`, shared/content-texts.js) as
// the values of a served page's one fill: each text into the element the build marked with its slot
// (src/site/content/content-slots.ts), {名额} worded as the course's seats; each list (FAQ, faculty,
// curriculum, highlights...) written from the <template data-template="content.*"> fragments the
// build rendered from the same components (src/site/content/item-marks.tsx), in the order staff
// gave; and the props of an island that shows one of these texts (the course navigation, the
// registration form), so what it hydrates says what the server wrote. Every value goes through the
// one escaper (lib/core/template-slots.js).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const display = require(`${__hooks}/lib/shared/content-display.json`)
const { expandSeats, itemSlot } = require(`${__hooks}/lib/shared/content-texts.js`)
const { compile, escapeHtml, fill, trusted } = require(`${__hooks}/lib/core/template-slots.js`)

const TEMPLATE_ATTRIBUTE = '<template data-template="'
const TEMPLATE_OPEN = TEMPLATE_ATTRIBUTE + display.texts.templatePrefix
const TEMPLATE_CLOSE = '</template>'
const ISLAND_SLOTS = ' ' + display.texts.islandSlotsAttribute + '="'
const ISLAND_PROPS = ' data-island-props="'
const parts = display.texts.listParts
const extras = display.texts.itemExtras

/**
 * The page without its content templates, and the templates by name: found with indexOf, so a page
 * is not run through a regular expression once more (the slowest part of a page's fill in
 * PocketBase's JS engine). The templates are flat: none holds another.
 * @param {string} html
 * @returns {{page: string, fragments: Record<string, string>}}
 */
function takeTemplates(html) {
  /** @type {Record<string, string>} */
  const fragments = {}
  if (html.indexOf(TEMPLATE_OPEN) < 0) return { page: html, fragments }
  let out = ''
  let from = 0
  let open
  while ((open = html.indexOf(TEMPLATE_OPEN, from)) >= 0) {
    const nameStart = open + TEMPLATE_ATTRIBUTE.length
    const nameEnd = html.indexOf('"', nameStart)
    const contentStart = html.indexOf('>', nameEnd) + 1
    const close = html.indexOf(TEMPLATE_CLOSE, contentStart)
    if (nameEnd < 0 || contentStart === 0 || close < 0) break
    fragments[html.slice(nameStart, nameEnd)] = html.slice(contentStart, close)
    out += html.slice(from, open)
    from = close + TEMPLATE_CLOSE.length
  }
  return { page: out + html.slice(from), fragments }
}

// A fragment is filled once per item: compiled once per JS runtime (the fill plans its shapes).
/** @type {Record<string, any>} */
const compiled = {}
let compiledCount = 0

function compiledFragment(text) {
  if (compiled[text]) return compiled[text]
  const template = compile(text)
  if (compiledCount < 200) {
    compiled[text] = template
    compiledCount++
  }
  return template
}

/** '{name}的专长' with the item's own values. */
function wordsOf(pattern, item) {
  return pattern.replace(/\{(\w+)\}/g, (whole, key) => (typeof item[key] === 'string' || typeof item[key] === 'number' ? String(item[key]) : whole))
}

/** A text value as a slot gets it: {名额} worded, an empty optional text null (its element goes). */
function textValue(value, seats) {
  if (typeof value === 'number') return String(value)
  if (typeof value !== 'string') return null
  return value === '' ? null : expandSeats(value, seats, display)
}

/**
 * The markup of a list's items in order, each its field's fragment filled (an absent fragment: nothing).
 * @param {Record<string, any>} field the list's field (shared/content-text-fields.json)
 * @param {any[]} items
 * @param {{openFirst: boolean}} options
 */
function listHtml(field, items, fragments, seats, options) {
  const fragment = fragments[field.template]
  if (fragment === undefined) return ''
  const template = compiledFragment(fragment)
  return items
    .map((item, index) => {
      /** @type {Record<string, unknown>} */
      const values = {}
      values[extras.number] = (index + 1 < 10 ? '0' : '') + (index + 1)
      values[extras.open] = options.openFirst && field.openFirst && index === 0 ? '' : null
      if (field.kind === 'lines') {
        values[itemSlot('text', display)] = textValue(item, seats)
        return fill(template, values)
      }
      field.item.forEach((inner) => {
        const value = item[inner.key]
        if (inner.kind === 'lines' || inner.kind === 'list') values[itemSlot(inner.key, display)] = trusted(listHtml(inner, Array.isArray(value) ? value : [], fragments, seats, { openFirst: true }))
        else values[itemSlot(inner.key, display)] = textValue(value, seats)
      })
      if (field.extras) Object.keys(field.extras).forEach((name) => (values[itemSlot(name, display)] = wordsOf(field.extras[name], item)))
      return fill(template, values)
    })
    .join('')
}

/**
 * Adds to `values` the slots of a record's texts: `slotOf(key)` names a text's, `listSlotOf(key)` a
 * list's. A list is written only where `html` shows it (its container's slot is in the page); one
 * shown in part (the FAQ's first four) gets its rest, the 查看更多问题 button and its count too.
 * @param {Record<string, unknown>} values
 * @param {Array<Record<string, any>>} fields
 * @param {Record<string, any>} texts
 * @param {number | null} seats the course's seats for {名额}, or null
 */
function addTextValues(values, fields, texts, slotOf, listSlotOf, html, fragments, seats) {
  fields.forEach((field) => {
    if (!Object.prototype.hasOwnProperty.call(texts, field.key)) return
    const value = texts[field.key]
    if (field.kind !== 'list' && field.kind !== 'lines') {
      values[slotOf(field.key)] = textValue(value, seats) || ''
      return
    }
    const slot = listSlotOf(field.key)
    if (html.indexOf('data-slot="' + slot + '"') < 0) return
    const items = Array.isArray(value) ? value : []
    const shown = field.shown === undefined ? items : items.slice(0, field.shown)
    values[slot] = trusted(listHtml(field, shown, fragments, seats, { openFirst: true }))
    if (field.shown === undefined) return
    const rest = items.slice(field.shown)
    values[slot + parts.rest] = trusted(listHtml(field, rest, fragments, seats, { openFirst: false }))
    values[slot + parts.more] = rest.length > 0 ? true : null
    values[slot + parts.moreLabel] = display.texts.moreQuestions.replace('{n}', String(rest.length))
  })
}

function unescapeHtml(text) {
  return text.split('&quot;').join('"').split('&#x27;').join("'").split('&lt;').join('<').split('&gt;').join('>').split('&amp;').join('&')
}

/** Sets `value` at `path` ('sections.2.label') of `target`, where the path exists. */
function setPath(target, path, value) {
  const keys = path.split('.')
  let at = target
  for (let i = 0; i < keys.length - 1; i++) {
    at = at && typeof at === 'object' ? at[keys[i]] : undefined
  }
  const last = keys[keys.length - 1]
  if (at && typeof at === 'object' && Object.prototype.hasOwnProperty.call(at, last)) at[last] = value
}

/** One island's open tag with its props patched from `values` by its slot map, the map removed. */
function patchIslandTag(tag, values) {
  const slotsAt = tag.indexOf(ISLAND_SLOTS)
  const propsAt = tag.indexOf(ISLAND_PROPS)
  if (slotsAt < 0 || propsAt < 0) return tag
  const slotsEnd = tag.indexOf('"', slotsAt + ISLAND_SLOTS.length)
  const propsEnd = tag.indexOf('"', propsAt + ISLAND_PROPS.length)
  let slots
  let props
  try {
    slots = JSON.parse(unescapeHtml(tag.slice(slotsAt + ISLAND_SLOTS.length, slotsEnd)))
    props = JSON.parse(unescapeHtml(tag.slice(propsAt + ISLAND_PROPS.length, propsEnd)))
  } catch (_) {
    return tag
  }
  Object.keys(slots).forEach((path) => {
    const value = values[slots[path]]
    if (typeof value === 'string') setPath(props, path, value)
  })
  const withProps = tag.slice(0, propsAt + ISLAND_PROPS.length) + escapeHtml(JSON.stringify(props)) + tag.slice(propsEnd)
  const at = withProps.indexOf(ISLAND_SLOTS)
  return withProps.slice(0, at) + withProps.slice(withProps.indexOf('"', at + ISLAND_SLOTS.length) + 1)
}

/**
 * `html` with the props of every island that maps some to slots (src/site/islands/island.tsx `slots`)
 * set to the values filled into the page, so the island renders, when it hydrates, what was served.
 * @param {string} html
 * @param {Record<string, unknown>} values
 */
function patchIslandProps(html, values) {
  if (html.indexOf(ISLAND_SLOTS) < 0) return html
  let out = ''
  let from = 0
  let at
  while ((at = html.indexOf(ISLAND_SLOTS, from)) >= 0) {
    const start = html.lastIndexOf('<', at)
    const end = html.indexOf('>', at)
    if (start < from || end < 0) break
    out += html.slice(from, start) + patchIslandTag(html.slice(start, end), values)
    from = end
  }
  return out + html.slice(from)
}

module.exports = { addTextValues, patchIslandProps, takeTemplates }
