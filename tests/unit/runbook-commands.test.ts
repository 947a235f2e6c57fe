// @vitest-environment node
// The commands docs/go-live.md and docs/operations.md give, so that they cannot rot: every npm script
// and project script they name exists, every `node scripts/nginx-site.mjs` line runs as written (its
// files in a temp dir), the openssl line is the one npm run prod:local runs, and every other program
// is one this list says where it is run or why it cannot be here.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { selfSignedCertificateArgs } from '../../scripts/lib/nginx.mjs'
import { root } from '../../scripts/lib/pocketbase.mjs'

const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts

/** Programs the runbook uses that no test runs here as written, and why (or which test runs their part). */
const elsewhere: Record<string, string> = {
  'apt-get': 'installs Debian packages (CI installs nginx, openssl, chromium the same way: .ci/run)',
  useradd: 'creates the system user: root on a real server',
  git: 'clones the repository: what CI starts from',
  install: 'copies the environment example with its mode',
  cp: 'copies a unit file or a binary into place',
  mkdir: 'makes a directory',
  cd: 'changes directory',
  set: 'exports the environment file (set -a)',
  '.': 'reads the environment file',
  chown: 'hands the data dir to the service user',
  systemctl: 'no systemd on this machine: the units pass systemd-analyze verify (systemd-unit, litestream-deploy)',
  journalctl: 'no systemd on this machine',
  certbot: 'needs the public domain and a certificate authority',
  nginx: 'nginx -t is run by tests/api/production-proxy.test.ts on the rendered site in Debian’s nginx.conf',
  curl: 'reaches the public site: the same requests are the api tier’s',
  getent: 'looks the domain up in public DNS',
  grep: 'reads a file or the journal',
  docker: 'no Docker daemon on this machine: tests/unit/docker-image.test.ts reads the Dockerfile',
  node: 'node --version',
  unzip: 'unpacks a backup downloaded by hand',
}

/** Every command of the `sh` blocks of a document: lines split at `&&`, `||` and `;`, comments dropped. */
function commands(document: string) {
  const text = readFileSync(join(root, document), 'utf8')
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)]
    .flatMap((block) => block[1].split('\n'))
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter((line) => line !== '')
    .flatMap((line) => line.split(/\s*(?:&&|\|\||;)\s*/))
    .map((command) => command.replace(/^(?:[A-Z_]+=\S+\s+)+/, ''))
    .filter((command) => command !== '')
}

const dir = mkdtempSync(join(tmpdir(), 'runbook-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.each(['docs/go-live.md', 'docs/operations.md'])('%s', (document) => {
  const all = commands(document)

  it('names only npm scripts and project scripts that exist', () => {
    const npm = all.filter((command) => command.startsWith('npm run ')).map((command) => command.split(/\s+/)[2])
    expect(npm.length).toBeGreaterThan(0)
    expect(npm.filter((name) => !(name in scripts))).toEqual([])
    const files = all.filter((command) => /^node scripts\//.test(command)).map((command) => command.split(/\s+/)[1])
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([])
  })

  it('runs every nginx-site line as written, its files in a temp dir', () => {
    const lines = all.filter((command) => command.startsWith('node scripts/nginx-site.mjs'))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      const args = line.replace(/\s*>\s*\S+$/, '').split(/\s+/).slice(2)
      // The files it names: Debian's nginx.conf copied, the temporary certificate made.
      const mapped = args.map((arg) => (arg.startsWith('/') ? join(dir, arg.replaceAll('/', '_')) : arg))
      if (args.includes('--tune-main-config')) copyFileSync('/etc/nginx/nginx.conf', mapped[args.indexOf('--tune-main-config') + 1])
      const run = spawnSync(process.execPath, ['scripts/nginx-site.mjs', ...mapped.map((arg) => arg.replaceAll('"', ''))], { cwd: root, encoding: 'utf8' })
      expect(run.status, `${line}\n${run.stderr}`).toBe(0)
    }
  })

  it('gives the openssl command npm run prod:local runs', () => {
    const lines = all.filter((command) => command.startsWith('openssl '))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).toBe(`openssl ${selfSignedCertificateArgs('key.pem', 'cert.pem').join(' ')}`)
    }
  })

  it('uses no other program than those, each with the reason it is not run here', () => {
    const other = all
      .filter((command) => !/^(npm (run |ci|start|test)|node scripts\/|openssl )/.test(command))
      .map((command) => command.split(/\s+/)[0])
      .filter((program) => !(program in elsewhere))
    expect(other).toEqual([])
  })
})
