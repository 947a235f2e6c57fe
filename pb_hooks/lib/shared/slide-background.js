// Which backgrounds a slide may have: none (the gradients in turn) or exactly one of the gradients
// of shared/slides.json. The value is written into a style attribute of the served first slide, so
// nothing else may be stored or shown. Pure: the browser's carousel imports it too.

/** Whether `value` may be stored as a slide's background: '' or one of `gradients`. */
function isKnownBackground(value, gradients) {
  return value === '' || gradients.indexOf(value) >= 0
}

/**
 * The background slide `index` is shown with: its own when it is one of `gradients`, else the
 * gradients in turn (an unknown value, stored before the rule, is never written out).
 * @param {unknown} value
 * @param {readonly string[]} gradients
 * @param {number} index
 * @returns {string}
 */
function backgroundOf(value, gradients, index) {
  if (typeof value === 'string' && value !== '' && gradients.indexOf(value) >= 0) return value
  return gradients[index % gradients.length]
}

module.exports = { isKnownBackground, backgroundOf }
