// Finds or builds the pinned PocketBase binary and starts it with the project's folders.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { arch, platform, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { goAvailable, goInstall, PROGRESS_SECONDS } from './go-install.mjs'
import siteAddress from '../../pb_hooks/lib/shared/site-address.json' with { type: 'json' }

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const pinnedVersion = readFileSync(join(root, 'scripts/pocketbase-version.txt'), 'utf8').trim()
export const projectBin = join(root, 'bin', 'pocketbase')
export const dirs = {
  hooks: join(root, 'pb_hooks'),
  migrations: join(root, 'pb_migrations'),
  public: join(root, 'dist'),
}
/**
 * The file in a data dir that says its accounts exist: `npm start` creates the first superuser and
 * staff account (and prints their passwords) only where it is missing. A restored data dir has it.
 */
export const ACCOUNTS_MARKER = '.accounts-created'

/** Generated demo content (content.json + artwork), reused across runs. */
export const demoDir = join(root, '.cache', 'demo')

/** Returns the version a PocketBase binary reports, or null when it cannot run. */
export function binaryVersion(bin) {
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  if (out.status !== 0) return null
  return out.stdout.trim().split(/\s+/).pop() ?? null
}

async function buildWithGo(log) {
  log(`Building PocketBase v${pinnedVersion} from its Go module: 2 to 10 minutes the first time (empty Go cache in .cache/go), seconds after; a progress line every ${PROGRESS_SECONDS} s...`)
  await goInstall({
    pkg: `github.com/pocketbase/pocketbase/examples/base@v${pinnedVersion}`,
    built: 'base',
    dest: projectBin,
    ldflags: `-X github.com/pocketbase/pocketbase.Version=${pinnedVersion}`,
    log,
  })
}

/**
 * The official release archive for a platform, e.g. `pocketbase_<version>_linux_amd64.zip`.
 * @param {string} [os] Node's name (`process.platform`)
 * @param {string} [cpu] Node's name (`process.arch`)
 */
export function releaseAsset(os = platform(), cpu = arch()) {
  const osName = os === 'darwin' ? 'darwin' : os === 'win32' ? 'windows' : 'linux'
  return `pocketbase_${pinnedVersion}_${osName}_${cpu === 'x64' ? 'amd64' : cpu}.zip`
}

/** Where the release archives' SHA-256 are pinned, beside the version. */
export const checksumsFile = join(root, 'scripts/pocketbase-checksums.txt')

/** The pinned SHA-256 of a release archive (a `<sha256>  <file>` line of checksumsFile), or null. */
export function pinnedChecksum(asset) {
  for (const line of readFileSync(checksumsFile, 'utf8').split('\n')) {
    const [sha256, name] = line.trim().split(/\s+/)
    if (name === asset && /^[0-9a-f]{64}$/.test(sha256)) return sha256
  }
  return null
}

/** Throws, naming both digests, unless the file at `path` (the archive `asset`) has the SHA-256 `expected`. */
export function verifyArchive(path, asset, expected) {
  const actual = createHash('sha256').update(readFileSync(path)).digest('hex')
  if (actual !== expected) {
    throw new Error(`官方发布包 ${asset} 校验失败，未安装：SHA-256 应为 ${expected}（${relative(root, checksumsFile)}），实际为 ${actual}`)
  }
}

function downloadRelease(log) {
  const asset = releaseAsset()
  const expected = pinnedChecksum(asset)
  if (!expected) throw new Error(`${relative(root, checksumsFile)} 中没有 ${asset} 的 SHA-256，不下载（从该版本发布页的 checksums.txt 补上）`)
  const url = `https://github.com/pocketbase/pocketbase/releases/download/v${pinnedVersion}/${asset}`
  log(`Go toolchain not found; downloading the official release archive ${url}`)
  const dir = mkdtempSync(join(tmpdir(), 'pb-dl-'))
  try {
    const zip = join(dir, 'pb.zip')
    const curl = spawnSync('curl', ['-fsSL', '--max-time', '120', '-o', zip, url], { stdio: 'inherit' })
    if (curl.status !== 0) throw new Error('下载官方发布包失败（无网络或地址不可用）')
    verifyArchive(zip, asset, expected)
    const unzip = spawnSync('unzip', ['-o', zip, 'pocketbase', '-d', dir], { stdio: 'inherit' })
    if (unzip.status !== 0) throw new Error('解压官方发布包失败（需要 unzip）')
    mkdirSync(dirname(projectBin), { recursive: true })
    copyFileSync(join(dir, 'pocketbase'), projectBin)
    chmodSync(projectBin, 0o755)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Sources, in order: PB_BIN; the pinned version already at bin/pocketbase; `go install` of the
 * pinned module; the official release archive, verified against its pinned SHA-256. Throws a
 * readable error when none works.
 */
export async function ensurePocketBase({ log = () => {} } = {}) {
  if (process.env.PB_BIN) {
    const version = binaryVersion(process.env.PB_BIN)
    if (!version) throw new Error(`PB_BIN=${process.env.PB_BIN} 无法运行`)
    return { bin: process.env.PB_BIN, version, source: 'PB_BIN' }
  }
  if (existsSync(projectBin) && binaryVersion(projectBin) === pinnedVersion) {
    return { bin: projectBin, version: pinnedVersion, source: 'already installed' }
  }
  const errors = []
  if (goAvailable()) {
    try {
      await buildWithGo(log)
      return { bin: projectBin, version: binaryVersion(projectBin), source: 'built with go install' }
    } catch (error) {
      errors.push(error.message)
    }
  } else {
    errors.push('未找到 Go 工具链（需要 Go >= 1.25）')
  }
  try {
    downloadRelease(log)
    return { bin: projectBin, version: binaryVersion(projectBin), source: 'official release archive' }
  } catch (error) {
    errors.push(error.message)
  }
  throw new Error(
    `no source could provide PocketBase v${pinnedVersion}:\n  - ${errors.join('\n  - ')}\n` +
      'Install Go >= 1.25 (https://go.dev/dl/) or set PB_BIN to an existing pocketbase binary.',
  )
}

/**
 * The explicit flags every PocketBase invocation gets: folders (defaults resolve from the binary)
 * and `--dev=false` (PocketBase turns dev mode, with SQL logging, on by itself for a binary under
 * the temp dir, as in a CI checkout under /tmp).
 */
export function baseArgs({ dataDir, publicDir = dirs.public, hooksDir = dirs.hooks, migrationsDir = dirs.migrations }) {
  return [`--dir=${dataDir}`, `--publicDir=${publicDir}`, `--hooksDir=${hooksDir}`, `--migrationsDir=${migrationsDir}`, '--dev=false']
}

/** Runs a one-shot PocketBase command (migrate, superuser, our console commands) and returns stdout. */
export function runPocketBase(bin, args, folders, { env = process.env } = {}) {
  const result = spawnSync(bin, [...args, ...baseArgs(folders), '--hooksWatch=false', '--automigrate=false'], {
    encoding: 'utf8',
    env,
  })
  // A command-line error (an unknown flag, a missing argument) is printed as `Error: …` with exit 0.
  if (result.status !== 0 || /^Error: /m.test(result.stdout + result.stderr)) {
    throw new Error(`pocketbase ${args[0]} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

/** Resolves a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

async function waitForHealth(url, child, output, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited (${child.exitCode}):\n${output()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      // Healthy at that address and started by this child: another PocketBase that took the port
      // between freePort() and the bind would answer too, while this one exits. Piped output is
      // read for PocketBase's own start line; inherited output cannot be, so health alone decides.
      if (res.ok && (output() === null || output().includes(`Server started at ${url}`))) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`PocketBase did not become healthy at ${url}:\n${output()}`)
}

/** The site's address when PB_APP_URL is not set (`npm start`'s default listen address): the default CORS origin. */
export const { defaultAppUrl } = siteAddress

/**
 * The origins whose pages may read API answers (CORS): the site's own (PB_APP_URL) and any in
 * CORS_ORIGINS (comma list, e.g. a separate admin origin). PocketBase's own default is `*`, which
 * lets any web page drive the API from its visitors' browsers. Same-origin pages need no entry.
 */
export function corsOrigins(env = process.env) {
  const listed = [env.PB_APP_URL?.trim() || defaultAppUrl, ...(env.CORS_ORIGINS ?? '').split(',')]
  const origins = listed
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .map((value) => {
      try {
        return new URL(value).origin
      } catch {
        throw new Error(`CORS origin is not a URL: ${value}`)
      }
    })
  return [...new Set(origins)]
}

/**
 * JS runtimes kept warm for hooks. A lead request holds three at once (the API middleware, the
 * create hook, the response's enrich hook); when all are busy PocketBase builds a one-off runtime
 * and our modules load again inside the request. 100 covers 30+ concurrent leads for about 20 MB
 * and 0.15 s of start-up; the default 15 left a 20-client load building runtimes all the time.
 */
export const HOOKS_POOL = 100

/**
 * The one definition of how the site is served: `pocketbase serve` with the listen address, the
 * CORS origins, the folders, hooks not watched (`--hooksWatch=false`: a changed file on a live
 * server must not reload it), no automatic migrations and the warm runtime pool.
 */
export function serveArgs({ http, env = process.env, watch = false, ...folders }) {
  return ['serve', `--http=${http}`, `--origins=${corsOrigins(env).join(',')}`, ...baseArgs(folders), `--hooksWatch=${watch}`, '--automigrate=false', `--hooksPool=${HOOKS_POOL}`]
}

/**
 * Starts `pocketbase serve` and resolves once /api/health answers. `stdio: 'inherit'` shows its
 * log (npm start); otherwise the log is kept and shown only if start-up fails (tests).
 */
export async function servePocketBase(bin, { http, env = process.env, stdio = 'pipe', watch = false, ...folders }) {
  const args = serveArgs({ http, env, watch, ...folders })
  const child = spawn(bin, args, { env, stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const url = `http://${http}`
  await waitForHealth(url, child, () => (stdio === 'inherit' ? null : log))
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  return { url, child, stop, log: () => log }
}

/** The superuser of throw-away data dirs (tests, benchmarks, drills), never a real site's. */
export const throwawaySuperuser = { email: 'root@example.test', password: 'superuser-pass-1234' }

/** Applies our migrations to `folders.dataDir` (new or existing) and creates `superuser` in it. */
export function prepareDataDir(bin, folders, { env = process.env, superuser = throwawaySuperuser } = {}) {
  runPocketBase(bin, ['migrate', 'up'], folders, { env })
  runPocketBase(bin, ['superuser', 'upsert', superuser.email, superuser.password], folders, { env })
}

/**
 * A throw-away PocketBase for tests and benchmarks: temp data dir, free port, our migrations and
 * hooks, a superuser, optionally the demo content. `stop()` removes the data dir.
 */
export async function startThrowawayServer({ publicDir = dirs.public, env = {}, seedDemo = false } = {}) {
  const { bin } = await ensurePocketBase({ log: console.log })
  const dataDir = mkdtempSync(join(tmpdir(), 'pb-run-'))
  const folders = { dataDir, publicDir }
  const processEnv = { ...process.env, ...env }
  const superuser = throwawaySuperuser
  const http = `127.0.0.1:${await freePort()}`
  let server
  try {
    prepareDataDir(bin, folders, { env: processEnv })
    if (seedDemo) {
      const { writeDemoContent } = await import('../demo/content.mjs')
      runPocketBase(bin, ['seed-demo', dirname(writeDemoContent(demoDir))], folders, { env: processEnv })
    }
    server = await servePocketBase(bin, { ...folders, http, env: processEnv })
  } catch (error) {
    // A refused start (e.g. an unsafe environment) leaves no temp dir behind.
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url: server.url,
    dataDir,
    superuser,
    log: () => server.log(),
    /** Stops the process and serves the same data dir on the same address again. */
    restart: async () => {
      await server.stop()
      server = await servePocketBase(bin, { ...folders, http, env: processEnv })
    },
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
