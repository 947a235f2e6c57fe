#!/usr/bin/env node
// @ts-check
// `npm run content-seed`: writes pb_hooks/lib/shared/content-seed.json, the records a fresh install
// starts from in 课程管理 and 页面管理, from the build's content (src/site/content/content-seed.ts), and
// the fields and first values of their texts (content-text-fields.json, content-text-seed.json; from
// src/site/content/editable-texts.ts).
// The server creates any course or page record that is missing from it at start
// (pb_hooks/lib/publishing/seed.js); the unit tier fails when the committed file is stale.
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const renderDir = join(root, '.cache', 'content-seed-render')
const seedFile = join(root, 'pb_hooks', 'lib', 'shared', 'content-seed.json')
const fieldsFile = join(root, 'pb_hooks', 'lib', 'shared', 'content-text-fields.json')
const textsFile = join(root, 'pb_hooks', 'lib', 'shared', 'content-text-seed.json')

process.env.NODE_ENV = 'production'
await build({ root, logLevel: 'warn', build: { ssr: true, outDir: renderDir } })
try {
  /** @type {typeof import('../src/entry-prerender')} */
  const app = await import(pathToFileURL(join(renderDir, 'entry-prerender.js')).href)
  await writeFile(seedFile, `${JSON.stringify(app.contentSeed(), null, 2)}\n`)
  await writeFile(fieldsFile, `${JSON.stringify(app.contentTextFields(), null, 2)}\n`)
  await writeFile(textsFile, `${JSON.stringify(app.contentTextSeed(), null, 2)}\n`)
} finally {
  await rm(renderDir, { recursive: true, force: true })
}
console.log(`▸ ${seedFile}\n▸ ${fieldsFile}\n▸ ${textsFile}`)
