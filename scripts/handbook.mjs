#!/usr/bin/env node
// @ts-check
// `npm run handbook`: prints the course handbook (src/site/handbook/course-handbook.tsx, built from
// the course catalogue) to public/assets/course-handbook.pdf with Debian's Chromium, and records
// the hash of the HTML it printed so a unit test notices when the course facts change and the
// committed PDF is stale.
import { createHash } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const renderDir = join(root, '.cache', 'handbook-render')
const pdfFile = join(root, 'public', 'assets', 'course-handbook.pdf')
const stampFile = join(root, 'src', 'site', 'handbook', 'handbook-stamp.json')

process.env.NODE_ENV = 'production'
await build({ root, logLevel: 'warn', build: { ssr: true, outDir: renderDir } })
/** @type {typeof import('../src/entry-prerender')} */
const app = await import(pathToFileURL(join(renderDir, 'entry-prerender.js')).href)
const html = app.handbookHtml()
await rm(renderDir, { recursive: true, force: true })

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
})
try {
  const page = await browser.newPage()
  await page.setContent(html, { waitUntil: 'load' })
  await mkdir(join(root, 'public', 'assets'), { recursive: true })
  await page.pdf({ path: pdfFile, format: 'A4', printBackground: true, preferCSSPageSize: true })
} finally {
  await browser.close()
}
const sha256 = createHash('sha256').update(html).digest('hex')
await writeFile(stampFile, `${JSON.stringify({ sha256 }, null, 2)}\n`)
console.log(`▸ ${pdfFile} (HTML sha256 ${sha256.slice(0, 12)}…)`)
