// The slots of staff's reply templates (回复模板): `{姓名}`, `{公司}` ... (sales-desk.json replies.slots) in a
// template's subject and body, checked when staff save it (the back office's editor offers them) and
// turned into the `{{name}}` marks of the one text filler (lib/core/template-slots.js fillText), which
// fills them with the lead's values when staff pick the template on a lead's page.

const desk = require('./sales-desk.json')

// `{…}` of up to ten characters without braces or spaces: what a slot looks like, known or not.
const SLOT = /\{([^{}\s]{1,10})\}/g

/** The slot names staff may use, in the editor's order. */
const SLOT_NAMES = Object.keys(desk.replies.slots)

/**
 * The slots in `text` that are not among SLOT_NAMES, each once, as written (`{客户}`).
 * @param {string} text
 * @returns {string[]}
 */
function unknownSlots(text) {
  const found = []
  String(text || '').replace(SLOT, (whole, name) => {
    if (SLOT_NAMES.indexOf(name) < 0 && found.indexOf(whole) < 0) found.push(whole)
    return whole
  })
  return found
}

/**
 * `text` with each known slot as the filler's mark of its value (`{姓名}` → `{{name}}`); anything else
 * stays as written.
 * @param {string} text
 */
function toFillerMarks(text) {
  return String(text || '').replace(SLOT, (whole, name) => (SLOT_NAMES.indexOf(name) >= 0 ? `{{${desk.replies.slots[name]}}}` : whole))
}

module.exports = { SLOT_NAMES, unknownSlots, toFillerMarks }
