#!/usr/bin/env node
// @ts-check
// `npm run build`: bundles the site with Vite, then prerenders every public route to its own
// dist/<path>/index.html, plus the 404 and maintenance pages, the admin shell, sitemap and robots.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { compressors, precompress } from './site/precompress.mjs'
import { robotsTxt } from './site/crawl-files.mjs'
import { ENTRY_LOADER, escapeHtml, htmlDocument } from './site/html.mjs'
import { entryAssets, islandAssets, lazyModuleFiles, reachableFiles, stylesOnly } from './site/manifest.mjs'

process.env.NODE_ENV = 'production'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')
const prerenderDir = join(root, '.cache', 'prerender')
const manifestFile = join(distDir, '.vite', 'manifest.json')

const SITE_ENTRY = 'src/islands.tsx'
/** The 免费咨询 dialog, imported by the site entry when a visitor opens it. */
const CONSULTATION_DIALOG = 'src/site/forms/consultation-modal.tsx'
const ADMIN_ENTRY = 'src/entry-admin.tsx'
/** The .xlsx writer (write-excel-file), known by its workbook XML namespace; the back office loads it only when staff export leads. */
const XLSX_CODE = /openxmlformats\.org\/spreadsheetml\/2006\/main/
/** What no public page may load: the back office's libraries, the .xlsx writer included. */
const ADMIN_ONLY_CODE = new RegExp(`react-admin|ra-core|MuiButtonBase|${XLSX_CODE.source}`)
/** The chunk of React and Emotion (vite.config.ts): only pages with islands, or 免费咨询 opened, load it. */
const FRAMEWORK_CHUNK = 'framework'
/** The lead form's chunk, which the inline forms' island and the 免费咨询 dialog both import. */
const LEAD_FORM_CHUNK = 'lead-form'
/**
 * The most the lead form's own chunk may weigh as the server's gzip copy: a visitor downloads it on
 * reaching for a form, before the form answers (issue 36: 30 KB when it carried zod).
 */
const LEAD_FORM_GZIP_BUDGET = 15 * 1024

// Both bundles word dates from the same day (vite.config.ts reads it), even across midnight.
process.env.BUILD_DATE ??= new Date().toISOString().slice(0, 10)

console.log('▸ Client bundle')
await build({ root, logLevel: 'warn' })
console.log('▸ Prerender bundle')
await build({ root, logLevel: 'warn', build: { ssr: true, outDir: prerenderDir } })

/** @type {typeof import('../src/entry-prerender')} */
const app = await import(pathToFileURL(join(prerenderDir, 'entry-prerender.js')).href)
/** @type {import('vite').Manifest} */
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'))

/**
 * @param {string} file path inside dist/
 * @param {string} content
 */
async function emit(file, content) {
  if (file.endsWith('.html')) assertCspSafe(file, content)
  const target = join(distDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, content)
}

/**
 * The CSP allows only scripts loaded from the site itself, and the entry loader by its hash: any other
 * inline script would be blocked. Structured data (`application/ld+json`) is a data block the browser
 * never runs, so it may be inline.
 * @param {string} file
 * @param {string} html
 */
function assertCspSafe(file, html) {
  for (const [whole, tag] of html.matchAll(/(<script\b[^>]*>)[\s\S]*?<\/script>/g)) {
    if (/\stype="application\/ld\+json"/.test(tag)) continue
    if (whole === `${tag}${ENTRY_LOADER}</script>`) continue
    if (!/\ssrc="\/[^/]/.test(tag)) throw new Error(`${file}: a script that is not a same-origin file: ${tag}`)
  }
}

/** Fails the build if any file a public page can load, at once or lazily (an island, 免费咨询), holds back-office code. */
async function assertNoAdminCode() {
  for (const url of reachableFiles(manifest, SITE_ENTRY)) {
    const source = await readFile(join(distDir, url), 'utf8')
    if (ADMIN_ONLY_CODE.test(source)) throw new Error(`public pages can load ${url}, which contains back-office code`)
  }
}

/**
 * What a public page links (./site/manifest.mjs islandAssets), plus the 免费咨询 dialog's code for
 * the browser to fetch, without running it, once it is idle.
 * @returns {import('./site/html.mjs').PageAssets}
 */
function publicPageAssets() {
  const idlePrefetch = { templateId: app.consultationCodeTemplateId, urls: lazyModuleFiles(manifest, SITE_ENTRY, CONSULTATION_DIALOG) }
  return { ...islandAssets(manifest, SITE_ENTRY), idlePrefetch }
}

// The site entry runs on every page before any island: were React among its static imports, every
// page would load it at once (the chunk groups in vite.config.ts decide where shared modules go).
const entryChunks = entryAssets(manifest, SITE_ENTRY)
for (const url of [...entryChunks.scripts, ...entryChunks.preloads]) {
  if (url.startsWith(`/assets/${FRAMEWORK_CHUNK}.`)) throw new Error(`${SITE_ENTRY} imports ${url} statically: pages without islands would load React`)
}

/** @param {string} path a public route */
const htmlFileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)

await assertNoAdminCode()

/** Fails the build if the lead form's chunk outgrows its budget (a second schema engine would). */
async function assertLeadFormBudget() {
  const chunk = Object.values(manifest).find((entry) => entry.name === LEAD_FORM_CHUNK)
  if (!chunk) throw new Error(`no ${LEAD_FORM_CHUNK} chunk in the build manifest`)
  const gzipBytes = compressors.gzip(await readFile(join(distDir, chunk.file))).length
  if (gzipBytes > LEAD_FORM_GZIP_BUDGET) throw new Error(`${chunk.file} is ${gzipBytes} bytes gzipped, over its budget of ${LEAD_FORM_GZIP_BUDGET}`)
  return gzipBytes
}
console.log(`▸ Lead form chunk: ${((await assertLeadFormBudget()) / 1024).toFixed(1)} KB gzip (budget ${LEAD_FORM_GZIP_BUDGET / 1024} KB)`)

// The back office starts without the .xlsx writer: the leads export imports it when used.
const adminStart = entryAssets(manifest, ADMIN_ENTRY)
for (const url of [...adminStart.scripts, ...adminStart.preloads]) {
  if (XLSX_CODE.test(await readFile(join(distDir, url), 'utf8'))) throw new Error(`${ADMIN_ENTRY} loads ${url}, which holds the .xlsx writer, at start`)
}

console.log('▸ Prerendering')
for (const route of app.siteRoutes) {
  const file = htmlFileOf(route.path)
  const page = await app.renderPath(route.path)
  if (!page.body.includes('<h1')) throw new Error(`${file}: the page has no <h1>`)
  await emit(file, htmlDocument({ ...page, assets: publicPageAssets() }))
  console.log(`  ${route.path} -> dist/${file}`)
}

// Served with 404 at any unknown path, with the header and 免费咨询 like any page.
const notFound = await app.renderPath(app.NOT_FOUND_PATH)
await emit('404.html', htmlDocument({ ...notFound, assets: publicPageAssets() }))

// Served with 503 at every path during maintenance: static, so it runs no script at all.
const maintenance = await app.renderMaintenance()
await emit('maintenance.html', htmlDocument({ ...maintenance, assets: stylesOnly(manifest, SITE_ENTRY) }))

// Templates of /news and /news/<id>, filled per request by pb_hooks/lib/news/news-pages.js (never
// served at their own paths); their header and islands run like on any page.
for (const kind of app.newsTemplateKinds) {
  const template = await app.renderNewsTemplate(kind)
  await emit(app.newsTemplateFile(kind), htmlDocument({ ...template, assets: publicPageAssets() }))
  console.log(`  news ${kind} template -> dist/${app.newsTemplateFile(kind)}`)
}

// Served for every /admin/* path; react-admin routes in the browser.
await emit(
  'admin/index.html',
  htmlDocument({
    head: `<title>${escapeHtml(app.adminShell.title)}</title>\n<meta name="robots" content="noindex, nofollow">`,
    body: '',
    assets: entryAssets(manifest, ADMIN_ENTRY),
    noscript: app.adminShell.noscript,
  }),
)

// sitemap.xml is generated per request (pb_hooks/lib/pages/sitemap.js), with every published article.
await emit('robots.txt', robotsTxt(app.siteUrl))

// Build-time artefacts that must not be served.
await rm(join(distDir, '.vite'), { recursive: true, force: true })
await rm(prerenderDir, { recursive: true, force: true })

const compressed = await precompress(distDir)
console.log(`▸ Precompressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} KB -> ${(compressed.brotliBytes / 1024).toFixed(0)} KB (Brotli)`)
console.log('▸ Done: dist/')
