// @vitest-environment node
// One server layout (deploy/layout.json) in every file of deploy/, the Docker image and the operator's
// docs: no path that disagrees (another code root, a data dir elsewhere), both systemd units reading
// the one environment file, and its data dir inside each unit's writable paths.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import layout from '../../deploy/layout.json'
import { root } from '../../scripts/lib/pocketbase.mjs'

const deployFiles = readdirSync(join(root, 'deploy'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
const files = [...deployFiles, join(root, 'pocketbase.Dockerfile'), join(root, 'docs', 'operations.md'), join(root, 'docs', 'go-live.md')]
const read = (file: string) => readFileSync(file, 'utf8')

/** Places on a server that belong to the site: each must be one of the layout's. */
const siteRoots = /^\/(?:opt|srv|pb|home|var\/lib|etc\/ai-site|var\/ai-site)\b/
const layoutRoots = [layout.code, layout.stateDir, layout.configDir]

/** Every `Key=value` of a unit file (a key given twice keeps both values). */
function directives(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
    if (match) map.set(match[1], [...(map.get(match[1]) ?? []), match[2]])
  }
  return map
}

const envExample = read(join(root, 'deploy/systemd/ai-site.env.example'))
const units = {
  'ai-site.service': directives(read(join(root, 'deploy/systemd/ai-site.service'))),
  'litestream.service': directives(read(join(root, 'deploy/litestream/litestream.service'))),
}

describe('the server layout', () => {
  it.each(files.map((file) => [relative(root, file), file]))('%s names no site path outside it', (_, file) => {
    const paths = [...read(file).matchAll(/(?<![\w.~-])\/[\w.@%+-]+(?:\/[\w.@%+*-]*)*/g)].map((match) => match[0])
    const stray = paths.filter((path) => siteRoots.test(path) && !layoutRoots.some((place) => path === place || path.startsWith(`${place}/`)))
    expect(stray).toEqual([])
  })

  it('has both units read the one environment file, with no second one to override it', () => {
    for (const [name, unit] of Object.entries(units)) expect(unit.get('EnvironmentFile'), name).toEqual([layout.environment])
    expect(envExample).toContain(layout.environment)
  })

  it('keeps the data dir inside the writable paths of both units', () => {
    const dataDirs = [...envExample.matchAll(/^PB_DATA=(.*)$/gm)].map((match) => match[1])
    expect(dataDirs).toEqual([layout.dataDir])
    for (const [name, unit] of Object.entries(units)) {
      expect(unit.get('ProtectSystem'), name).toEqual(['strict'])
      const writable = (unit.get('ReadWritePaths') ?? []).flatMap((value) => value.split(/\s+/))
      expect(writable.some((place) => layout.dataDir.startsWith(`${place}/`)), `${name}: ${writable.join(' ')}`).toBe(true)
      expect(unit.get('StateDirectory'), name).toEqual([layout.stateDir.replace('/var/lib/', '')])
      expect(unit.get('User'), name).toEqual([layout.user])
    }
  })

  it('runs the code from the code root, Litestream with the repository’s config', () => {
    const site = units['ai-site.service']
    expect(site.get('WorkingDirectory')).toEqual([layout.code])
    expect(site.get('ExecStart')?.[0]).toContain(` ${layout.code}/scripts/start.mjs `)
    const config = /-config (\S+)/.exec(units['litestream.service'].get('ExecStart')?.[0] ?? '')?.[1] ?? ''
    expect(config.startsWith(`${layout.code}/`)).toBe(true)
    expect(existsSync(join(root, config.slice(layout.code.length + 1)))).toBe(true)
  })
})
