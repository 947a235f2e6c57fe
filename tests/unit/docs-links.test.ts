// @vitest-environment node
// The README and docs/ point at what exists: every relative link (and its #anchor) and every
// repository path they name in backticks, so a moved file or a renamed heading fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = process.cwd()
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

/** Committed folders a backticked path may start with; anything else (dist/, pb_data/...) is made at run time. */
const repositoryFolders = ['src/', 'pb_hooks/', 'pb_migrations/', 'scripts/', 'tests/', 'public/', 'docs/', '.ci/', 'deploy/']
/** A placeholder or a pattern, not a path: `<name>`, `*.js`, `{id}`, `a|b`, `…`. */
const placeholder = /[<>*{}|…]/

/** The text outside fenced code blocks, where links and headings mean something. */
function prose(markdown: string) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '')
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a document offers: its headings' (numbered when repeated) and explicit ids. */
function anchors(markdown: string) {
  const found = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count === 0 ? base : `${base}-${count}`)
  }
  for (const [, id] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) found.add(id)
  return found
}

const text = new Map(documents.map((document) => [document, readFileSync(join(root, document), 'utf8')]))

describe.each(documents)('%s', (document) => {
  const markdown = text.get(document) ?? ''

  it('links only to files and headings that exist', () => {
    const broken: string[] = []
    for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue
      const [path, anchor] = target.split('#')
      const file = path === '' ? join(root, document) : join(root, dirname(document), path)
      if (!existsSync(file)) {
        broken.push(target)
        continue
      }
      if (anchor === undefined) continue
      const linked = relative(root, file)
      const headings = anchors(text.get(linked) ?? readFileSync(file, 'utf8'))
      if (!headings.has(decodeURIComponent(anchor))) broken.push(target)
    }
    expect(broken).toEqual([])
  })

  it('names only repository paths that exist', () => {
    const missing: string[] = []
    for (const [, path] of markdown.matchAll(/`([^`\s]+)`/g)) {
      if (!repositoryFolders.some((folder) => path.startsWith(folder))) continue
      if (placeholder.test(path) || path.startsWith('tests/.artifacts')) continue
      if (!existsSync(join(root, path))) missing.push(path)
    }
    expect(missing).toEqual([])
  })
})

describe('the README', () => {
  it('links every document in docs/', () => {
    const readme = text.get('README.md') ?? ''
    const unlinked = documents.filter((document) => document.startsWith('docs/') && !readme.includes(`](${document})`))
    expect(unlinked).toEqual([])
  })
})
