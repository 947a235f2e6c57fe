// The sales desk's own mails (views/task-reminder.*, views/lead-reply.*: staff's mails to staff and to a lead,
// not the site's templates staff edit in 邮件模板): the HTML filled by the one HTML filler
// (lib/core/template-slots.js, every value escaped), the text by the messages' `{name}` filler.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const { compile, fill } = require(`${__hooks}/lib/core/template-slots.js`)
const { formatMessage } = require(`${__hooks}/lib/shared/text-checks.js`)

// Read (and the HTML compiled) once per JS runtime: the views ship with the hooks and change only with a restart.
/** @type {Record<string, string>} */
const texts = {}
/** @type {Record<string, any>} */
const compiled = {}

/** @param {string} file */
function viewText(file) {
  if (!texts[file]) texts[file] = toString($os.readFile(`${__hooks}/views/${file}`))
  return texts[file]
}

/**
 * views/<name>.html and .txt filled with `vars`: `{html, text}`.
 * @param {string} name
 * @param {Record<string, unknown>} vars
 */
function render(name, vars) {
  if (!compiled[name]) compiled[name] = compile(viewText(`${name}.html`))
  return { html: fill(compiled[name], vars), text: formatMessage(viewText(`${name}.txt`), vars) }
}

module.exports = { render }
