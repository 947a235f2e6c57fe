// The mail views staff do not edit (views/<name>.html and .txt: the 负责人's 【交给您跟进】 mail) filled with a
// mail's values, as the pages are filled (lib/core/template-slots.js). Staff-edited ones are lib/templates/.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { compile, fill } = require(`${__hooks}/lib/core/template-slots.js`)

// Read once per JS runtime (a module is loaded once per runtime and kept), not once per mail: the
// views ship with the hooks and change only with a restart. The HTML ones are compiled then too:
// scanning them for markers cost ten times the fill itself.
/** @type {Record<string, string>} */
const texts = {}
/** @type {Record<string, ReturnType<typeof compile>>} */
const compiled = {}

/** @param {string} file */
function viewText(file) {
  if (!texts[file]) texts[file] = toString($os.readFile(`${__hooks}/views/${file}`))
  return texts[file]
}

/** @param {string} file */
function viewHtml(file) {
  if (!compiled[file]) compiled[file] = compile(viewText(file))
  return compiled[file]
}

/**
 * A text mail's `{{name}}` filled from `values` (plain text: nothing escaped, an unknown name empty).
 * @param {string} text
 * @param {Record<string, unknown>} values
 */
function fillText(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

/**
 * views/<name>.html and .txt filled with `vars`: `{html, text}`.
 * @param {string} name
 * @param {Record<string, unknown>} vars
 */
function render(name, vars) {
  return { html: fill(viewHtml(name + '.html'), vars), text: fillText(viewText(name + '.txt'), vars) }
}

module.exports = { render }
