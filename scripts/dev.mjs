#!/usr/bin/env node
// @ts-check
// `npm run dev`: PocketBase (API, dashboard) in a child process, Vite with hot reload in front of it,
// proxying /api and /_ to it so the browser sees one origin, as in production.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { htmlDocument } from './site/html.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const pocketbaseUrl = `http://${process.env.PB_HTTP || '127.0.0.1:8090'}`

const pocketbase = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--no-build'], { stdio: 'inherit' })

const vite = await createServer({
  root,
  // No index.html on disk: the middleware below answers page requests.
  appType: 'custom',
  server: {
    proxy: {
      '^/api(/|$)': pocketbaseUrl,
      '^/_(/|$)': pocketbaseUrl,
    },
  },
})

// Every page gets the same empty shell; main.tsx renders the route in the browser (no prerender in dev).
const shell = htmlDocument({ head: '', body: '', assets: { scripts: ['/src/main.tsx'], preloads: [], styles: [] } })
vite.middlewares.use((req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.accept?.includes('text/html')) return next()
  vite
    .transformIndexHtml(req.url ?? '/', shell)
    .then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(html)
    })
    .catch(next)
})

await vite.listen()
vite.printUrls()
console.log(`  ➜  PocketBase: ${pocketbaseUrl} (proxied: /api, /_/)`)

let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  pocketbase.kill('SIGTERM')
  await vite.close()
  process.exit(code)
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
pocketbase.on('exit', (code) => {
  if (stopping) return
  console.error(`PocketBase stopped (exit code ${code}); stopping the dev server.`)
  stop(code ?? 1)
})
