// Templates the server fills at request time: pages and fragments the build prerendered with
// markers (src/site/ui/template-slots.ts describes them):
//   data-slot="name"             the empty element's content
//   data-attrs="attr:name ..."   attributes; a void element whose value is null is left out
//   <template data-template="x"> a fragment, removed from the page, filled and inserted by the caller
// Used by the news pages (lib/pages/news-pages.js) and the first live slide (lib/pages/slide-markup.js).

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** Text or attribute value as HTML, the way React escapes it (so build-time text compares equal). */
function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch])
}

/** A slot value that is markup already made safe (the sanitised body, JSON-LD, filled fragments). */
function trusted(html) {
  return { html: html }
}

const FRAGMENT = /<template data-template="([^"]+)">([\s\S]*?)<\/template>/g
// Tags as React writes them: attribute values quoted and escaped, so no `<` or `>` inside a tag.
const TAG = /<([a-z][a-z0-9-]*)(\s[^<>]*?)?(\/?)>/g
const ATTRIBUTE = /\s([^\s="'<>/]+)(?:="([^"]*)")?/g

/** The page without its <template> fragments, and the fragments by name. */
function splitTemplate(html) {
  const fragments = {}
  const page = html.replace(FRAGMENT, (_, name, inner) => {
    fragments[name] = inner
    return ''
  })
  return { page: page, fragments: fragments }
}

function parseAttributes(text) {
  const list = []
  let match
  ATTRIBUTE.lastIndex = 0
  while ((match = ATTRIBUTE.exec(text || '')) !== null) list.push({ name: match[1], value: match[2] })
  return list
}

/**
 * Fills the marked tags of a (trusted) template with `values`: a string is text (escaped here), a
 * `trusted()` value is inserted as it is, null or undefined leaves the slot empty (and drops a void
 * element whose attribute it was). A data-slot not named in `values` is left as it is. One pass:
 * inserted values are never scanned for markers.
 */
function fill(template, values) {
  return template.replace(TAG, (tag, name, attributeText, selfClosing) => {
    if (!attributeText || (attributeText.indexOf(' data-slot=') < 0 && attributeText.indexOf(' data-attrs=') < 0)) return tag
    const attributes = parseAttributes(attributeText)
    let slotName = null
    const assignments = {}
    attributes.forEach((attribute) => {
      // Only the slots this fill is given: others (the footer's, filled by lib/pages/page-assembly.js) stay.
      if (attribute.name === 'data-slot' && Object.prototype.hasOwnProperty.call(values, attribute.value)) slotName = attribute.value
      if (attribute.name === 'data-attrs') {
        String(attribute.value)
          .split(' ')
          .filter(Boolean)
          .forEach((pair) => {
            const colon = pair.indexOf(':')
            assignments[pair.slice(0, colon)] = pair.slice(colon + 1)
          })
      }
    })
    if (slotName === null && Object.keys(assignments).length === 0) return tag
    const kept = attributes.filter((attribute) => (attribute.name !== 'data-slot' || slotName === null) && attribute.name !== 'data-attrs')
    let drop = false
    Object.keys(assignments).forEach((attributeName) => {
      const value = values[assignments[attributeName]]
      const existing = kept.filter((attribute) => attribute.name.toLowerCase() === attributeName)[0]
      if (value === null || value === undefined) {
        if (selfClosing) drop = true
        if (existing) kept.splice(kept.indexOf(existing), 1)
        return
      }
      if (existing) existing.value = escapeHtml(value)
      else kept.push({ name: attributeName, value: escapeHtml(value) })
    })
    if (drop) return ''
    const open =
      '<' +
      name +
      kept.map((attribute) => (attribute.value === undefined ? ' ' + attribute.name : ' ' + attribute.name + '="' + attribute.value + '"')).join('') +
      (selfClosing ? '/>' : '>')
    if (slotName === null) return open
    const content = values[slotName]
    if (content === null || content === undefined) return open
    return open + (typeof content === 'object' ? content.html : escapeHtml(content))
  })
}

/**
 * Where the first element from `from` whose open tag carries `attribute` sits in `html`:
 * {start, contentStart, contentEnd, end}, or null. React writes balanced markup, so counting the
 * element's own open and close tags finds its end.
 */
function elementRange(html, attribute, from) {
  const openTag = new RegExp('<([a-z][a-z0-9]*)\\b[^>]*\\s' + attribute + '(?:="[^"]*")?[^>]*>', 'g')
  openTag.lastIndex = from || 0
  const open = openTag.exec(html)
  if (!open) return null
  const name = open[1]
  const tags = new RegExp('<' + name + '\\b[^>]*>|</' + name + '>', 'g')
  tags.lastIndex = open.index + open[0].length
  let depth = 1
  let match
  while ((match = tags.exec(html)) !== null) {
    depth += match[0].charAt(1) === '/' ? -1 : 1
    if (depth === 0) return { start: open.index, contentStart: open.index + open[0].length, contentEnd: match.index, end: match.index + match[0].length }
  }
  return null
}

/** `html` with the content of the (first) element whose open tag carries `attribute` replaced by `markup` (trusted). */
function replaceElementContent(html, attribute, markup) {
  const range = elementRange(html, attribute, 0)
  return range ? html.slice(0, range.contentStart) + markup + html.slice(range.contentEnd) : html
}

/** `html` without every element carrying `attribute` whose content lacks `needle`. */
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

/** `html` without the empty element whose open tag carries `attribute` (e.g. a loading spinner). */
function removeEmptyElement(html, attribute) {
  return html.replace(new RegExp('<([a-z]+)\\b[^>]*\\s' + attribute + '(?:="[^"]*")?[^>]*><\\/\\1>'), '')
}

module.exports = { escapeHtml, fill, removeElementsWithout, removeEmptyElement, replaceElementContent, splitTemplate, trusted }
