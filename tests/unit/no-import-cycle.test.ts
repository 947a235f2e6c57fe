// @vitest-environment node
// The lint rules that forbid import cycles between modules and between the hooks' domain folders, run on
// small projects written to a temp folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterEach, describe, expect, it } from 'vitest'
import importCycles from '../../scripts/lint/no-import-cycle.mjs'

let root = ''

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = ''
})

/** Writes the files (paths relative to a fresh project folder with a tsconfig aliasing @lib/*). */
function project(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'import-cycle-'))
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib/*': ['hooks/lib/*'] } } }), ...files }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

/** One rule's messages for one file of the project. */
function lintWith(rule: string, options: Record<string, unknown>, path: string) {
  const linter = new Linter({ cwd: root })
  const messages = linter.verify(
    readFileSync(join(root, path), 'utf8'),
    [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      {
        files: ['**/*.{js,ts}'],
        plugins: { project: importCycles },
        rules: { [`project/${rule}`]: ['error', { tsconfig: join(root, 'tsconfig.json'), hooksDir: join(root, 'hooks'), ...options }] },
      },
    ],
    join(root, path),
  )
  return messages.map(({ line, message }) => ({ line, message }))
}

const lint = (path: string) => lintWith('no-import-cycle', {}, path)
/** The folder rule as the project configures it: hooks/lib's folders, vendor, shared and core at the bottom. */
const lintFolders = (path: string) => lintWith('no-folder-cycle', { root: join(root, 'hooks/lib'), base: ['vendor', 'shared', 'core'] }, path)
const requireOf = (path: string) => `require(\`\${__hooks}/lib/${path}\`)`

describe('no-import-cycle', () => {
  it('reports both imports of a two-module cycle, even when one side imports only types', () => {
    project({
      'src/records.ts': "import { read } from './page-data'\nexport interface Slide { id: string }\nexport const slides = read()\n",
      'src/page-data.ts': "import type { Slide } from './records'\nexport function read(): Slide[] { return [] }\n",
    })
    expect(lint('src/records.ts')).toEqual([{ line: 1, message: expect.stringContaining('src/records.ts → src/page-data.ts → src/records.ts') }])
    expect(lint('src/page-data.ts')).toEqual([{ line: 1, message: expect.stringContaining('src/page-data.ts → src/records.ts → src/page-data.ts') }])
  })

  it('accepts imports that go one way', () => {
    project({
      'src/types.ts': 'export interface Slide { id: string }\n',
      'src/page-data.ts': "import type { Slide } from './types'\nexport function read(): Slide[] { return [] }\n",
      'src/records.ts': "import { read } from './page-data'\nimport type { Slide } from './types'\nexport const slides: Slide[] = read()\n",
    })
    expect(lint('src/records.ts')).toEqual([])
    expect(lint('src/page-data.ts')).toEqual([])
  })

  it('follows a longer cycle through re-exports and dynamic imports', () => {
    project({
      'src/a.ts': "export { b } from './b'\n",
      'src/b.ts': "export const b = () => import('./c')\n",
      'src/c.ts': "export type A = typeof import('./a')\n",
    })
    expect(lint('src/a.ts')).toEqual([{ line: 1, message: expect.stringContaining('src/a.ts → src/b.ts → src/c.ts → src/a.ts') }])
  })

  it('follows the tsconfig aliases and the hooks’ require of `${__hooks}/lib/...`', () => {
    project({
      'src/rules.ts': "import validate from '@lib/validate.js'\nexport const rules = validate\n",
      'hooks/lib/validate.js': 'module.exports = function validate() { return require(`${__hooks}/lib/messages.js`) }\n',
      'hooks/lib/messages.js': "module.exports = require('../../src/rules.ts')\n",
    })
    expect(lint('hooks/lib/validate.js')).toEqual([
      { line: 1, message: expect.stringContaining('hooks/lib/validate.js → hooks/lib/messages.js → src/rules.ts → hooks/lib/validate.js') },
    ])
  })
})

describe('no-folder-cycle', () => {
  it('reports a loop between domain folders that no file-level cycle makes', () => {
    project({
      'hooks/lib/leads/leads.js': `module.exports = ${requireOf('mail/queue.js')}\n`,
      'hooks/lib/mail/queue.js': 'module.exports = {}\n',
      'hooks/lib/mail/outbox.js': `module.exports = ${requireOf('leads/lead-stats.js')}\n`,
      'hooks/lib/leads/lead-stats.js': 'module.exports = {}\n',
    })
    expect(lint('hooks/lib/leads/leads.js')).toEqual([])
    expect(lintFolders('hooks/lib/leads/leads.js')).toEqual([
      { line: 1, message: expect.stringContaining('Folder cycle: leads → mail → leads (mail/outbox.js requires leads/lead-stats.js)') },
    ])
    expect(lintFolders('hooks/lib/mail/outbox.js')).toEqual([
      { line: 1, message: expect.stringContaining('Folder cycle: mail → leads → mail (leads/leads.js requires mail/queue.js)') },
    ])
  })

  it('follows a loop through three domains', () => {
    project({
      'hooks/lib/settings/env.js': `module.exports = ${requireOf('ops/backups.js')}\n`,
      'hooks/lib/ops/backups.js': 'module.exports = {}\n',
      'hooks/lib/ops/health.js': `module.exports = ${requireOf('mail/outbox.js')}\n`,
      'hooks/lib/mail/outbox.js': `module.exports = ${requireOf('settings/time.js')}\n`,
      'hooks/lib/settings/time.js': 'module.exports = {}\n',
    })
    expect(lintFolders('hooks/lib/settings/env.js')).toEqual([{ line: 1, message: expect.stringContaining('Folder cycle: settings → ops → mail → settings') }])
  })

  it('accepts domains that require one way, down to core', () => {
    project({
      'hooks/lib/leads/leads.js': `module.exports = [${requireOf('mail/queue.js')}, ${requireOf('core/rows.js')}]\n`,
      'hooks/lib/mail/queue.js': `module.exports = ${requireOf('core/rows.js')}\n`,
      'hooks/lib/core/rows.js': `module.exports = ${requireOf('shared/limits.js')}\n`,
      'hooks/lib/shared/limits.js': `module.exports = ${requireOf('vendor/xss.js')}\n`,
      'hooks/lib/vendor/xss.js': 'module.exports = {}\n',
    })
    for (const file of ['leads/leads.js', 'mail/queue.js', 'core/rows.js', 'shared/limits.js']) expect(lintFolders(`hooks/lib/${file}`)).toEqual([])
  })

  it('keeps the base layers from requiring upwards, even with no loop', () => {
    project({
      'hooks/lib/core/rows.js': `module.exports = ${requireOf('notify/robots.js')}\n`,
      'hooks/lib/notify/robots.js': 'module.exports = {}\n',
      'hooks/lib/shared/rules.js': `module.exports = ${requireOf('core/rows.js')}\n`,
    })
    expect(lintFolders('hooks/lib/core/rows.js')).toEqual([{ line: 1, message: 'core/ is a base layer: it may import only vendor/, shared/, not notify/.' }])
    expect(lintFolders('hooks/lib/shared/rules.js')).toEqual([{ line: 1, message: 'shared/ is a base layer: it may import only vendor/, not core/.' }])
  })
})
