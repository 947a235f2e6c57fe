// @vitest-environment node
// The lint rule that forbids import cycles, run on small projects written to a temp folder.
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

/** The rule's messages for one file of the project. */
function lint(path: string) {
  const linter = new Linter({ cwd: root })
  const messages = linter.verify(
    readFileSync(join(root, path), 'utf8'),
    [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      {
        files: ['**/*.{js,ts}'],
        plugins: { project: importCycles },
        rules: { 'project/no-import-cycle': ['error', { tsconfig: join(root, 'tsconfig.json'), hooksDir: join(root, 'hooks') }] },
      },
    ],
    join(root, path),
  )
  return messages.map(({ line, message }) => ({ line, message }))
}

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
