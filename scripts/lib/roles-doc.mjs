// The roles table (pb_hooks/lib/shared/roles.json) as docs/security.md prints it, between its
// `<!-- roles-table -->` markers: `node scripts/lib/roles-doc.mjs` writes it there after the table changes,
// and tests/unit/roles-doc.test.ts fails while the two differ.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..')
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'))

export const securityDoc = join(root, 'docs', 'security.md')
export const START = '<!-- roles-table:start (node scripts/lib/roles-doc.mjs writes this block from pb_hooks/lib/shared/roles.json) -->'
export const END = '<!-- roles-table:end -->'

const OPERATIONS = ['list', 'view', 'create', 'update', 'delete']

/** `list, view` or `all` or `—`. */
function operations(ops) {
  if (ops.length === OPERATIONS.length) return 'all'
  return ops.length === 0 ? '—' : ops.join(', ')
}

const code = (values) => values.map((value) => `\`${value}\``).join(', ')

/** The markdown block: collections by role, routes by role, the dashboard's figures by role. */
export function rolesMarkdown(table = read('pb_hooks/lib/shared/roles.json'), staffRoles = read('pb_hooks/lib/shared/enums.json').staffRoles) {
  const roles = Object.keys(staffRoles)
  const heading = roles.map((role) => `${staffRoles[role]} \`${role}\``)
  const lines = [
    `| collection | ${heading.join(' | ')} | every account, its own record | anyone (within the rule) |`,
    `|---|${roles.map(() => '---|').join('')}---|---|`,
  ]
  for (const [name, entry] of Object.entries(table.collections)) {
    const cells = roles.map((role) => {
      const granted = operations(OPERATIONS.filter((op) => (entry[op] ?? []).includes(role)))
      const rows = entry.rows && entry.rows[role]
      return rows && granted !== '—' ? `${granted} (only rows whose \`${entry.rows.field}\` is ${code(rows)})` : granted
    })
    lines.push(`| \`${name}\` | ${cells.join(' | ')} | ${operations(entry.own ?? [])} | ${operations(entry.public ?? [])} |`)
  }
  lines.push('', '| route | who |', '|---|---|')
  for (const [route, who] of Object.entries(table.routes)) {
    lines.push(`| \`${route}\` | ${who === 'public' ? 'anyone (no role needed)' : who.map((role) => staffRoles[role]).join('、')} |`)
  }
  lines.push('', '| dashboard figure | shown to |', '|---|---|')
  for (const [figure, who] of Object.entries(table.dashboard)) lines.push(`| \`${figure}\` | ${who.map((role) => staffRoles[role]).join('、')} |`)
  return lines.join('\n')
}

/** The block as docs/security.md holds it now (null without the markers). */
export function documentedBlock(markdown = readFileSync(securityDoc, 'utf8')) {
  const start = markdown.indexOf(START)
  const end = markdown.indexOf(END)
  return start < 0 || end < start ? null : markdown.slice(start + START.length, end).trim()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const markdown = readFileSync(securityDoc, 'utf8')
  if (documentedBlock(markdown) === null) throw new Error(`docs/security.md: no ${START} … ${END} block`)
  const start = markdown.indexOf(START) + START.length
  writeFileSync(securityDoc, `${markdown.slice(0, start)}\n\n${rolesMarkdown()}\n\n${markdown.slice(markdown.indexOf(END))}`)
  console.log('docs/security.md: roles table written')
}
