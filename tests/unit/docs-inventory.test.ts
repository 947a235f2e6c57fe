// @vitest-environment node
// The docs list what the tree holds, both ways: every test file in docs/testing.md, every hook
// registration file and pb_hooks/lib folder in the folder maps, every npm script they run in
// package.json; so adding, renaming or removing one without the docs fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

/** The test files of each tier, as repository paths. */
const tiers = { unit: /\.test\.tsx?$/, api: /\.test\.ts$/, e2e: /\.spec\.ts$/ }
const testFiles = Object.entries(tiers).flatMap(([tier, pattern]) =>
  readdirSync(join(root, 'tests', tier))
    .filter((name) => pattern.test(name))
    .map((name) => `tests/${tier}/${name}`),
)
/** A test file's name as the docs write it: bare (`leads.test.ts`) or as a path (`tests/api/leads.test.ts`). */
const testFileName = /(?:tests\/[a-z0-9]+\/)?[\w-]+\.(?:test|spec)\.tsx?\b/g

/** The registration files (pb_hooks/*.pb.js) and the folders of pb_hooks/lib. */
const registrationFiles = readdirSync(join(root, 'pb_hooks')).filter((name) => name.endsWith('.pb.js'))
const hookFolders = readdirSync(join(root, 'pb_hooks/lib'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The lines of a markdown section: from its heading to the next heading of the same or a higher level. */
function section(markdown: string, heading: string) {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.replace(/^#+\s+/, '') === heading && line.startsWith('#'))
  if (start < 0) throw new Error(`no heading "${heading}"`)
  const level = lines[start].indexOf(' ')
  const end = lines.findIndex((line, i) => i > start && /^#+\s/.test(line) && line.indexOf(' ') <= level)
  return lines.slice(start + 1, end < 0 ? undefined : end)
}

/** The pb_hooks/ part of a section's folder map (its first fenced block): the `pb_hooks/` line and the indented lines under it. */
function hooksMap(document: string, heading: string) {
  const lines = section(read(document), heading)
  const open = lines.findIndex((line) => line.startsWith('```'))
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'))
  const map = open < 0 ? [] : lines.slice(open + 1, close)
  const start = map.findIndex((line) => line.startsWith('pb_hooks/'))
  if (start < 0) throw new Error(`${document}: no pb_hooks/ in the folder map under "${heading}"`)
  const end = map.findIndex((line, i) => i > start && !line.startsWith(' '))
  return map.slice(start, end < 0 ? undefined : end).join('\n')
}

/** The sorted difference both ways, so a failure says what to add to the doc and what to take out. */
function drift(named: string[], real: string[]) {
  const repeated = named.filter((name, i) => named.indexOf(name) !== i)
  return {
    notNamed: real.filter((name) => !named.includes(name)).sort(),
    namedButMissing: [...new Set(named)].filter((name) => !real.includes(name)).sort(),
    namedTwice: [...new Set(repeated)].sort(),
  }
}
const inSync = { notNamed: [], namedButMissing: [], namedTwice: [] }

describe('docs/testing.md', () => {
  const testing = read('docs/testing.md')

  it('has one bullet per test file under "Where each check lives", each starting with its path', () => {
    const bullets = section(testing, 'Where each check lives')
      .filter((line) => line.startsWith('- '))
      .map((line) => /^- `([^`]+)`/.exec(line)?.[1] ?? line)
    expect(drift(bullets, testFiles)).toEqual(inSync)
  })

  it('keeps every bullet and table cell short (at most 300 characters)', () => {
    // A bullet runs on over its indented lines; a table row is cut into its cells; prose is not measured.
    const items: string[] = []
    let bullet = false
    for (const line of testing.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
      if (/^\s*- /.test(line)) items.push(line.trim())
      else if (bullet && /^\s+\S/.test(line)) items[items.length - 1] += ` ${line.trim()}`
      else if (line.startsWith('|')) items.push(...line.split('|'))
      bullet = /^\s*- /.test(line) || (bullet && /^\s+\S/.test(line))
    }
    expect(items.map((item) => item.trim()).filter((item) => item.length > 300)).toEqual([])
  })
})

describe('the test files', () => {
  it('each start with a comment saying what they check (the line after any @vitest-environment)', () => {
    const uncommented = testFiles.filter((file) => {
      const lines = read(file).split('\n')
      return !/^\/\/ \S/.test(lines[0].startsWith('// @vitest-environment') ? lines[1] : lines[0])
    })
    expect(uncommented).toEqual([])
  })
})

describe.each(documents)('%s', (document) => {
  const markdown = read(document)

  it('names only test files that exist', () => {
    const names = new Set(testFiles.map((file) => basename(file)))
    const missing = [...markdown.matchAll(testFileName)]
      .map(([name]) => name)
      .filter((name) => (name.startsWith('tests/') ? !existsSync(join(root, name)) : !names.has(name)))
    expect(missing).toEqual([])
  })

  it('runs only npm scripts that package.json has', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts)
    const named = [...markdown.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map(([, run, short]) => run ?? short)
    expect([...new Set(named)].filter((script) => !scripts.includes(script))).toEqual([])
  })
})

describe('the folder maps', () => {
  it('docs/architecture.md names every registration file (pb_hooks/*.pb.js) and no other', () => {
    const named = [...hooksMap('docs/architecture.md', 'Folder map in detail').matchAll(/[\w-]+\.pb\.js/g)].map(([name]) => name)
    expect(drift([...new Set(named)], registrationFiles)).toEqual(inSync)
  })

  it.each([
    ['README.md', 'Where things are'],
    ['docs/architecture.md', 'Folder map in detail'],
  ])('%s names every folder of pb_hooks/lib (the hook domains, shared, vendor) as lib/<name>/ and no other', (document, heading) => {
    const named = [...hooksMap(document, heading).matchAll(/\blib\/([\w-]+)\//g)].map(([, name]) => name)
    expect(drift([...new Set(named)], hookFolders)).toEqual(inSync)
  })
})
