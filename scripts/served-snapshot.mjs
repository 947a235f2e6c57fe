#!/usr/bin/env node
// Writes what the server serves for every public route, the news pages, sitemap and robots, the
// 404 page into a folder, so a refactor can be checked for "no change" with
// `diff -r` between two checkouts: `node scripts/served-snapshot.mjs <out> <data-dir>`.
// Build first (npm run build). The data dir is copied, never changed: give both checkouts a copy
// of the same seeded one (npm start makes one) so record ids and dates agree.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { dirs, ensurePocketBase, freePort, runPocketBase, servePocketBase } from './lib/pocketbase.mjs'

const [out, seeded] = process.argv.slice(2)
if (!out || !seeded) {
  console.error('usage: node scripts/served-snapshot.mjs <out-dir> <seeded-data-dir>')
  process.exit(2)
}
const { routes } = createRequire(import.meta.url)('../pb_hooks/lib/shared/routes.json')
const dataDir = mkdtempSync(join(tmpdir(), 'served-snapshot-'))
cpSync(resolve(seeded), dataDir, { recursive: true })
const { bin } = await ensurePocketBase()
runPocketBase(bin, ['migrate', 'up'], { dataDir })
const server = await servePocketBase(bin, { dataDir, publicDir: dirs.public, http: `127.0.0.1:${await freePort()}` })
mkdirSync(out, { recursive: true })

/** Saves the answer to `path` as a file named after it, with its status and content type first. */
async function save(path, init) {
  const response = await fetch(server.url + path, init)
  const name = path.replace(/[/?=&]/g, '_') || '_'
  writeFileSync(join(out, name), `${response.status} ${response.headers.get('content-type')}\n${await response.text()}`)
  return response
}

try {
  for (const { path } of routes) await save(path)
  for (const path of ['/news', '/news?page=2', '/sitemap.xml', '/robots.txt', '/no-such-page', '/admin']) await save(path)
  const list = await (await fetch(`${server.url}/api/collections/news/records?perPage=200&fields=id`)).json()
  for (const { id } of list.items) await save(`/news/${id}`)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
