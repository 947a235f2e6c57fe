// @ts-check
// Reads Vite's build manifest: which files a page must load for a given entry and lazy page.

/** @typedef {import('vite').Manifest} Manifest */
/** @typedef {import('./html.mjs').PageAssets} PageAssets */

/**
 * The chunks `keys` need, each once: the chunks themselves and everything they import statically.
 * @param {Manifest} manifest
 * @param {string[]} keys manifest keys (source paths such as `src/main.tsx`)
 */
function closure(manifest, keys) {
  /** @type {Set<string>} */
  const seen = new Set()
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen].map((key) => /** @type {import('vite').ManifestChunk} */ (manifest[key]))
}

const url = (/** @type {string} */ file) => `/${file}`

/**
 * Every file the browser can ever load starting from `entry`: its static imports and the lazy
 * chunks (`import()`) reachable from any of them, each once (URL paths).
 * @param {Manifest} manifest
 * @param {string} entry
 */
export function reachableFiles(manifest, entry) {
  /** @type {Set<string>} */
  const seen = new Set()
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    seen.add(key)
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported)
  }
  visit(entry)
  return [...seen].map((key) => url(/** @type {import('vite').ManifestChunk} */ (manifest[key]).file))
}

/**
 * The script, preloads and stylesheets of a page whose entry is `entry`, plus the lazy chunks it
 * renders at once (preloaded, so the browser fetches them while the entry downloads).
 * @param {Manifest} manifest
 * @param {string} entry
 * @param {string[]} [eagerLazyChunks]
 * @returns {PageAssets}
 */
export function entryAssets(manifest, entry, eagerLazyChunks = []) {
  const entryFile = manifest[entry]?.file
  if (!entryFile) throw new Error(`${entry} is not in the build manifest`)
  const chunks = closure(manifest, [entry, ...eagerLazyChunks])
  return {
    scripts: [url(entryFile)],
    preloads: chunks.filter((chunk) => chunk.file !== entryFile).map((chunk) => url(chunk.file)),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(url),
  }
}

/**
 * Only the stylesheets of an entry: for pages that run no script.
 * @param {Manifest} manifest
 * @param {string} entry
 * @returns {PageAssets}
 */
export function stylesOnly(manifest, entry) {
  return { scripts: [], preloads: [], styles: entryAssets(manifest, entry).styles }
}

/**
 * What a public page links: the site's stylesheet, and the islands entry for the entry loader to start
 * once the page has painted (pb_hooks/lib/shared/entry-loader.js). Nothing is fetched ahead to compete
 * with the page's first paint; the entry then loads the code of the islands the page has (src/islands.tsx).
 * @param {Manifest} manifest
 * @param {string} entry
 * @returns {PageAssets}
 */
export function islandAssets(manifest, entry) {
  const { scripts, styles } = entryAssets(manifest, entry)
  return { scripts: [], afterPaint: scripts[0], preloads: [], styles }
}

/**
 * The code a lazily imported module `lazy` needs beyond what a page of `entry` has already loaded:
 * its chunk and the chunks those import, less the entry's own (URL paths).
 * @param {Manifest} manifest
 * @param {string} entry
 * @param {string} lazy manifest key of the dynamically imported module
 */
export function lazyModuleFiles(manifest, entry, lazy) {
  const loaded = new Set(closure(manifest, [entry]).map((chunk) => chunk.file))
  return closure(manifest, [lazy])
    .map((chunk) => chunk.file)
    .filter((file) => !loaded.has(file))
    .map(url)
}
