// Not one English word in the back office: every react-admin key and every key our screens use has Chinese.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import englishMessages from 'ra-language-english'
import { describe, expect, it } from 'vitest'
import { zhMessages } from '../../src/admin/providers/zh-messages'

type Tree = { [key: string]: string | Tree }

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)))
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

const zh = zhMessages as unknown as Tree

describe('back office messages', () => {
  it('translate every key of react-admin itself', () => {
    const missing = leafKeys(englishMessages as unknown as Tree).filter((key) => typeof lookup(zh, key) !== 'string')
    expect(missing).toEqual([])
  })

  it('translate every literal key the screens use', () => {
    const used = new Set<string>()
    for (const file of sourceFiles(join(process.cwd(), 'src', 'admin'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`]((?:app|ra|resources)\.[A-Za-z0-9_.-]+[A-Za-z0-9_])['"`]/g)) used.add(match[1])
    }
    expect(used.size).toBeGreaterThan(20)
    expect([...used].filter((key) => typeof lookup(zh, key) !== 'string')).toEqual([])
  })

  it('contain no English words in their texts', () => {
    // UTM, IP, SMTP, ISV, HTML, JavaScript are names staff know by these letters; Logo is the spec's own field name.
    const allowed = /^(UTM|IP|SMTP|ISV|HTML|AI|CSV|JavaScript|Logo)$/
    const english = leafKeys(zh)
      .map((key) => [key, String(lookup(zh, key))] as const)
      .filter(([, text]) => (text.replace(/%\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).some((word) => !allowed.test(word)))
    expect(english).toEqual([])
  })
})
