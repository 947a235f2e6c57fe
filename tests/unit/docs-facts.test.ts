// @vitest-environment node
// What the docs state of the shared definitions: the per-address lead limit (limits.json) wherever a
// document gives it, every lead field and form type in api.md's lead body, and every docs section a
// message, a script or a deploy file names (`docs/x.md#anchor`, or `docs/x.md 的“heading”`) a heading that exists.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json'
import limits from '../../pb_hooks/lib/shared/limits.json'

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
const leadLimit = limits.rateLimits.find((rule) => rule.label === 'form_submissions:create')!

/** GitHub's heading anchor, as docs-links.test.ts computes it. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
const headings = (markdown: string) => [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1])

describe('the lead limit in the docs', () => {
  it('is the one of limits.json wherever a document states it', () => {
    const stated = documents.flatMap((document) => [...read(document).matchAll(/(\d+) leads a minute/g)].map((match) => [document, Number(match[1])]))
    expect(stated.length).toBeGreaterThan(0)
    expect(stated.filter(([, figure]) => figure !== leadLimit.maxRequests)).toEqual([])
    const refused = documents.flatMap((document) => [...read(document).matchAll(/the (\d+)(?:st|nd|rd|th) lead/g)].map((match) => Number(match[1])))
    expect(refused.filter((figure) => figure !== leadLimit.maxRequests + 1)).toEqual([])
  })
})

describe('the lead body in api.md', () => {
  const api = read('docs/api.md')
  const body = api.slice(api.indexOf('The body, JSON'), api.indexOf('Answers: 200'))

  it('names every field, every form type and the consent', () => {
    const named = (name: string) => body.includes(`\`${name}\``)
    expect(Object.keys(leadRules.fields).filter((name) => !named(name))).toEqual([])
    expect(Object.keys(enums.formTypes).filter((name) => !named(name))).toEqual([])
    expect([leadRules.honeypotField, leadRules.challengeField, 'consent'].filter((name) => !named(name))).toEqual([])
  })
})

describe('docs sections named by messages and scripts', () => {
  const sources = [
    'pb_hooks/lib/shared/messages.json',
    ...readdirSync(join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => `scripts/${name}`),
    ...readdirSync(join(root, 'deploy'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
  ]
  const references = sources.flatMap((source): { source: string; document: string; anchor?: string; heading?: string }[] => {
    const text = read(source)
    return [
      ...[...text.matchAll(/docs\/([\w-]+\.md)#([^\s)`'"，。）]+)/g)].map((match) => ({ source, document: `docs/${match[1]}`, anchor: match[2] })),
      ...[...text.matchAll(/docs\/([\w-]+\.md) ?的“([^”]+)”/g)].map((match) => ({ source, document: `docs/${match[1]}`, heading: match[2] })),
    ]
  })

  it('exist', () => {
    expect(references.length).toBeGreaterThan(0)
    const missing = references.filter((reference) => {
      const found = headings(read(reference.document))
      const { heading: named, anchor } = reference
      return named ? !found.some((heading) => heading.includes(named)) : !found.map(slug).includes(anchor ?? '')
    })
    expect(missing).toEqual([])
  })
})
