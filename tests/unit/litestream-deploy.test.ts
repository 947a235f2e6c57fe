// The Litestream deploy files agree with the one list of replicated databases and variables
// (pb_hooks/lib/shared/replication.json), and systemd accepts the unit.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import replication from '../../pb_hooks/lib/shared/replication.json'

const deploy = join(__dirname, '..', '..', 'deploy', 'litestream')
const read = (name: string) => readFileSync(join(deploy, name), 'utf8')

describe('deploy/litestream', () => {
  it('litestream.yml replicates exactly the databases of replication.json, with its variables', () => {
    const config = read('litestream.yml')
    const paths = [...config.matchAll(/^\s*- path: \$\{PB_DATA\}\/(\S+)$/gm)].map((m) => m[1])
    expect(paths).toEqual(replication.databases)
    for (const db of replication.databases) expect(config).toContain(`path: \${${replication.env.path}}/${db}`)
    const used = new Set([...config.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]))
    const { accessKey: _accessKey, secretKey: _secretKey, ...named } = replication.env
    expect([...used].sort()).toEqual(['PB_DATA', ...Object.values(named)].sort())
  })

  it('the site’s one environment example sets every variable Litestream and PocketBase read', () => {
    const names = [...readFileSync(join(deploy, '..', 'systemd', 'ai-site.env.example'), 'utf8').matchAll(/^(\w+)=/gm)].map((m) => m[1])
    expect(names.filter((name) => name === 'PB_DATA' || name.startsWith('LITESTREAM_')).sort()).toEqual(['PB_DATA', ...Object.values(replication.env)].sort())
  })

  it('systemd accepts the unit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'))
    try {
      // The binary is installed on the server, not here: any executable stands in for it.
      const unit = join(dir, 'litestream.service')
      writeFileSync(unit, read('litestream.service').replaceAll('/usr/local/bin/litestream', process.execPath))
      const out = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' })
      expect(out.stderr + out.stdout).toBe('')
      expect(out.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
