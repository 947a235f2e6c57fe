// @vitest-environment node
// The Docker image: built for the address given as SITE_URL, base images pinned by digest in one
// place, the server layout of deploy/layout.json, and serving as `npm start` does: its command is scripts/serve.mjs, whose command line, with
// the image's environment and folders, is serveArgs(), the one definition of how the site is served.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import layout from '../../deploy/layout.json'
import { root, serveArgs } from '../../scripts/lib/pocketbase.mjs'

const dockerfile = readFileSync(join(root, 'pocketbase.Dockerfile'), 'utf8')
const lines = dockerfile.split('\n').filter((line) => !line.startsWith('#'))
/** The `ENV` values of the final stage (`NAME=value` pairs, continuation lines joined). */
function imageEnv() {
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  const env: Record<string, string> = {}
  for (const [, block] of final.replace(/\\\n\s*/g, ' ').matchAll(/^ENV (.+)$/gm)) {
    for (const [, name, value] of block.matchAll(/(\w+)=(\S+)/g)) env[name] = value
  }
  return env
}

describe('pocketbase.Dockerfile', () => {
  it('builds the site for the SITE_URL build argument', () => {
    const site = dockerfile.slice(dockerfile.indexOf(' AS site'), dockerfile.indexOf(' AS pocketbase'))
    expect(site).toMatch(/^ARG SITE_URL$/m)
    expect(site).toMatch(/^RUN SITE_URL="\$\{SITE_URL\}" node scripts\/build\.mjs$/m)
  })

  it('pins every base image by digest, in one place', () => {
    const froms = lines.filter((line) => line.startsWith('FROM ')).map((line) => line.split(/\s+/)[1])
    const args = Object.fromEntries([...dockerfile.matchAll(/^ARG (\w+)=(\S+)$/gm)].map(([, name, value]) => [name, value]))
    for (const from of froms) {
      const image = /^\$\{(\w+)\}$/.exec(from)?.[1]
      expect(image, `${from} is one of the pinned ARGs`).toBeDefined()
      expect(args[image!], from).toMatch(/^[\w.-]+:[\w.-]+@sha256:[0-9a-f]{64}$/)
    }
  })

  it('serves with serveArgs’ flags, the image’s folders and its environment', () => {
    expect(lines.find((line) => line.startsWith('CMD '))).toBe('CMD ["node", "scripts/serve.mjs"]')
    expect(lines).toContain(`WORKDIR ${layout.code}`)
    const env = imageEnv()
    expect(env).toEqual({ PB_HTTP: '0.0.0.0:8090', PB_DATA: layout.dataDir })
    for (const extra of [{}, { PB_APP_URL: 'https://www.example.com', CORS_ORIGINS: 'https://admin.example.com' }]) {
      const out = spawnSync(process.execPath, ['scripts/serve.mjs', '--print'], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ...env, ...extra } })
      expect(out.status, out.stderr).toBe(0)
      const [bin, ...args] = JSON.parse(out.stdout) as string[]
      expect(bin).toBe(join(root, 'bin', 'pocketbase'))
      expect(args).toEqual(serveArgs({ http: env.PB_HTTP, env: extra, dataDir: env.PB_DATA, publicDir: join(root, 'dist') }))
    }
    // The repository's layout under the server's code root: the binary, the folders serveArgs names.
    for (const copied of ['bin/pocketbase', 'scripts', 'pb_migrations', 'pb_hooks', 'dist']) expect(dockerfile).toContain(` ${layout.code}/${copied}\n`)
  })
})
