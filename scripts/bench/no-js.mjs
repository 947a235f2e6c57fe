// The "no-JS floor" of the Lighthouse table: a copy of the build whose HTML files have their scripts
// removed, served by a second PocketBase over a copy of the same data dir, so both sides are served
// the same way (same hooks, same data, same precompressed copies) and differ only in the scripts.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { precompress } from '../site/precompress.mjs'

/** Script types that are data, not code: kept in the stripped copy (JSON-LD, JSON data blocks). */
const DATA_SCRIPT_TYPES = ['application/ld+json', 'application/json']

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]).trim().toLowerCase() : null
}

/**
 * `html` without its code: every `<script>` that is not a JSON or JSON-LD data block, every
 * `<link rel="modulepreload">` and every `<link rel="preload" as="script">`. Everything else
 * (styles, image preloads, data blocks, markup) stays byte for byte.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (whole, attrs) =>
      DATA_SCRIPT_TYPES.includes(attribute(`<script ${attrs}>`, 'type') ?? '') ? whole : '',
    )
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = (attribute(tag, 'rel') ?? '').split(/\s+/)
      if (rel.includes('modulepreload')) return ''
      if (rel.includes('preload') && attribute(tag, 'as') === 'script') return ''
      return tag
    })
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Copies `publicDir` to a temp dir, strips the scripts from every HTML file (the back office shell
 * too, harmlessly) and rewrites their compressed copies with the build's own precompressor.
 * Returns `{dir, remove}`.
 */
export async function strippedCopy(publicDir) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nojs-'))
  const pages = mkdtempSync(join(tmpdir(), 'bench-nojs-html-'))
  cpSync(publicDir, dir, { recursive: true })
  for (const file of htmlFiles(dir)) {
    const rel = relative(dir, file)
    mkdirSync(dirname(join(pages, rel)), { recursive: true })
    writeFileSync(join(pages, rel), stripScripts(readFileSync(file, 'utf8')))
    // The build's .br/.gz copies still carry the scripts.
    for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true })
  }
  // Compressed again by the build's own precompressor (same encodings, levels and size floor).
  await precompress(pages)
  cpSync(pages, dir, { recursive: true })
  rmSync(pages, { recursive: true, force: true })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
