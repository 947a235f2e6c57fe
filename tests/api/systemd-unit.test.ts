// deploy/systemd: the unit passes `systemd-analyze verify`, runs `npm start`'s script without the build
// (so the serve flags, --hooksWatch=false among them, have one definition), restarts on failure,
// logs to the journal as its own user with hardening; its environment example is documented; and
// start.mjs exits non-zero when PocketBase dies by itself (what Restart=on-failure acts on), 0 when stopped.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { dirs, freePort, root, serveArgs } from '../../scripts/lib/pocketbase.mjs'

const unitPath = join(root, 'deploy/systemd/ai-site.service')
const envExamplePath = join(root, 'deploy/systemd/ai-site.env.example')
const unitText = readFileSync(unitPath, 'utf8')

/** Every `Key=value` of the unit (a key given twice keeps both values). */
function directives(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
    if (match) map.set(match[1], [...(map.get(match[1]) ?? []), match[2]])
  }
  return map
}

/** The variables of an environment file as systemd reads it (quotes stripped). */
function environment(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const [name, ...rest] = line.split('=')
      return [name, rest.join('=').replace(/^"(.*)"$/, '$1')] as const
    })
  return Object.fromEntries(entries)
}

const unit = directives(unitText)
const one = (key: string) => {
  expect(unit.get(key), key).toHaveLength(1)
  return unit.get(key)![0]
}

describe('the systemd unit', () => {
  it('passes systemd-analyze verify without a warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'))
    try {
      // Verify checks that ExecStart's program exists: where node is not /usr/bin/node, the copy names this one.
      writeFileSync(join(dir, 'ai-site.service'), unitText.replaceAll('/usr/bin/node', process.execPath))
      const result = spawnSync('systemd-analyze', ['verify', join(dir, 'ai-site.service')], { encoding: 'utf8' })
      expect(result.error).toBeUndefined()
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('runs npm start’s script without the build, whose serve flags keep hooks unwatched', () => {
    const [node, script, ...args] = one('ExecStart').split(/\s+/)
    expect(node).toBe('/usr/bin/node')
    expect(script).toBe(`${one('WorkingDirectory')}/scripts/start.mjs`)
    expect(args).toEqual(['--no-build'])
    expect(readFileSync(join(root, 'scripts/start.mjs'), 'utf8')).toContain("process.argv.includes('--no-build')")
    const flags = serveArgs({ http: '127.0.0.1:8090', env: {}, dataDir: '/var/lib/ai-site/pb_data', publicDir: dirs.public })
    expect(flags).toContain('--hooksWatch=false')
    expect(flags).toContain('--automigrate=false')
  })

  it('restarts on failure, logs to the journal and runs as its own user with hardening', () => {
    expect(one('Restart')).toBe('on-failure')
    expect(one('StandardOutput')).toBe('journal')
    expect(one('StandardError')).toBe('journal')
    expect(one('User')).toBe('ai-site')
    expect(one('Group')).toBe('ai-site')
    for (const [key, value] of Object.entries({
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      PrivateDevices: 'yes',
      CapabilityBoundingSet: '',
      RestrictSUIDSGID: 'yes',
    })) {
      expect(one(key), key).toBe(value)
    }
  })

  it('has an environment example whose data dir is the one writable place and whose variables are documented', () => {
    const env = environment(readFileSync(envExamplePath, 'utf8'))
    expect(readFileSync(envExamplePath, 'utf8')).toContain(one('EnvironmentFile'))
    expect(env.PB_DATA.startsWith(`${one('ReadWritePaths')}/`)).toBe(true)
    expect(one('ReadWritePaths')).toBe(`/var/lib/${one('StateDirectory')}`)
    expect(env.SEED_DEMO).toBe('0')
    const documented = readFileSync(join(root, 'docs/operations.md'), 'utf8') + readFileSync(join(root, 'README.md'), 'utf8')
    expect(Object.keys(env).filter((name) => !documented.includes(`\`${name}\``))).toEqual([])
  })
})

describe('scripts/start.mjs under a supervisor', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pb-start-'))

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  /** Starts `node scripts/start.mjs --no-build` on `dataDir`; resolves once it serves and handles signals, with its PocketBase's pid. */
  async function start() {
    const http = `127.0.0.1:${await freePort()}`
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
      env: {
        ...process.env,
        PB_HTTP: http,
        PB_DATA: dataDir,
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'drill-admin-pass-1234',
        PB_SUPERUSER_PASSWORD: 'drill-superuser-pass-1234',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const deadline = Date.now() + 60_000
    // The addresses are printed once start.mjs has its PocketBase and its signal handlers.
    while (!output.includes(`运维控制台  http://${http}/_/`) || !(await fetch(`http://${http}/api/health`).then((r) => r.ok, () => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`start.mjs did not serve:\n${output}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    const ps = spawnSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
    const pocketbasePid = Number(ps.stdout.trim().split(/\s+/)[0])
    return { child, exited, pocketbasePid }
  }

  it('exits non-zero when PocketBase is killed, so systemd restarts it', { timeout: 90_000 }, async () => {
    const { exited, pocketbasePid } = await start()
    expect(pocketbasePid).toBeGreaterThan(0)
    process.kill(pocketbasePid, 'SIGKILL')
    expect(await exited).toBe(1)
  })

  it('exits 0 when stopped (systemctl stop sends SIGTERM)', { timeout: 90_000 }, async () => {
    const { child, exited } = await start()
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})

