// The slots of staff's reply templates (回复模板): `{姓名}`, `{公司}` ... (sales-desk.json replies.slots) in a
// template's subject and body, checked when staff save it (the back office's editor offers them) and filled
// with the lead's values when staff pick the template on a lead's page.

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
 * `text` with each known slot replaced by its value from `values` (keyed by sales-desk.json's names: `name`,
 * `company` ...; a missing one fills nothing), as text, in one pass: a value is never read as a slot.
 * Anything else stays as written.
 * @param {string} text
 * @param {Record<string, unknown>} values
 */
function fillSlots(text, values) {
  return String(text || '').replace(SLOT, (whole, name) => {
    if (SLOT_NAMES.indexOf(name) < 0) return whole
    const value = values[desk.replies.slots[name]]
    return value === undefined || value === null ? '' : String(value)
  })
}

module.exports = { SLOT_NAMES, unknownSlots, fillSlots }
