// Finds or builds the pinned Litestream binary (SQLite replication to S3) at bin/litestream.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { goAvailable, goInstall } from './go-install.mjs'
import { root } from './pocketbase.mjs'

/**
 * The one place the Litestream version is pinned. v0.5.6 and v0.5.7 stopped replicating without
 * an error when SQLite reused WAL space (litestream issues #1083, #1037); a change of this pin
 * must pass tests/api/replication.test.ts and the `replication` bench part again.
 */
export const litestreamVersion = readFileSync(join(root, 'scripts/litestream-version.txt'), 'utf8').trim()
export const litestreamBin = join(root, 'bin', 'litestream')

/** The version a Litestream binary reports (`v0.5.18`), or null when it cannot run. */
export function litestreamBinaryVersion(bin) {
  const out = spawnSync(bin, ['version'], { encoding: 'utf8' })
  if (out.status !== 0) return null
  return out.stdout.trim().split(/\s+/).pop() ?? null
}

function build(log) {
  log(`Building Litestream v${litestreamVersion} from its Go module (a few minutes the first time)...`)
  return goInstall({ pkg: `github.com/benbjohnson/litestream/cmd/litestream@v${litestreamVersion}`, built: 'litestream', dest: litestreamBin, log })
}

/**
 * LITESTREAM_BIN if set; else the pinned version at bin/litestream, built with `go install` when
 * missing or another version. Throws a readable error when Go is missing.
 */
export async function ensureLitestream({ log = () => {} } = {}) {
  if (process.env.LITESTREAM_BIN) {
    const version = litestreamBinaryVersion(process.env.LITESTREAM_BIN)
    if (!version) throw new Error(`LITESTREAM_BIN=${process.env.LITESTREAM_BIN} 无法运行`)
    return { bin: process.env.LITESTREAM_BIN, version, source: 'LITESTREAM_BIN' }
  }
  if (existsSync(litestreamBin) && litestreamBinaryVersion(litestreamBin) === `v${litestreamVersion}`) {
    return { bin: litestreamBin, version: `v${litestreamVersion}`, source: 'already installed' }
  }
  if (!goAvailable()) {
    throw new Error('未找到 Go 工具链（构建 Litestream 需要 Go >= 1.25）；或设置 LITESTREAM_BIN 指向已有的 litestream')
  }
  await build(log)
  const version = litestreamBinaryVersion(litestreamBin)
  if (version !== `v${litestreamVersion}`) throw new Error(`built litestream reports ${version}, expected v${litestreamVersion}`)
  return { bin: litestreamBin, version, source: 'built with go install' }
}

/** The production config, used as is by the tests and the bench (every value from the environment). */
export const litestreamConfig = join(root, 'deploy', 'litestream', 'litestream.yml')

/**
 * The environment of deploy/litestream/litestream.yml (and of PocketBase's replication status) for a
 * data dir and an S3 server. `bucket`/`path` default to `replica`/`site`.
 */
export function replicationEnv({ dataDir, s3, metricsAddr, bucket = 'replica', path = 'site' }) {
  return {
    PB_DATA: dataDir,
    LITESTREAM_METRICS_ADDR: metricsAddr,
    LITESTREAM_S3_BUCKET: bucket,
    LITESTREAM_S3_PATH: path,
    LITESTREAM_S3_ENDPOINT: s3.endpoint,
    LITESTREAM_S3_REGION: s3.region,
    LITESTREAM_S3_FORCE_PATH_STYLE: 'true',
    LITESTREAM_ACCESS_KEY_ID: s3.accessKey,
    LITESTREAM_SECRET_ACCESS_KEY: s3.secret,
  }
}

/**
 * The process environment plus `env`, without AWS_CA_BUNDLE: with it set, aws-sdk-go-v2 refuses
 * Litestream's own HTTP client ("unable to add custom RootCAs HTTPClient") and Litestream exits.
 */
export function litestreamProcessEnv(env) {
  const merged = { ...process.env, ...env }
  delete merged.AWS_CA_BUNDLE
  return merged
}

/**
 * `litestream replicate -config deploy/litestream/litestream.yml`; resolves once its metrics answer.
 * `stop()` is SIGTERM (Litestream syncs what it has, then exits), `kill()` is SIGKILL.
 */
export async function startLitestream(env, { timeoutMs = 30000 } = {}) {
  const { bin } = await ensureLitestream()
  const child = spawn(bin, ['replicate', '-config', litestreamConfig], { env: litestreamProcessEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  const exited = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
    })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`litestream exited (${child.exitCode}):\n${log}`)
    try {
      if ((await fetch(`http://${env.LITESTREAM_METRICS_ADDR}/metrics`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`litestream did not serve its metrics:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    child,
    log: () => log,
    stop: async () => {
      child.kill('SIGTERM')
      await exited()
    },
    kill: async () => {
      child.kill('SIGKILL')
      await exited()
    },
  }
}

/** Litestream's local position per database file name (`data.db` -> txid), from its metrics. */
export async function localTxids(metricsAddr) {
  const text = await (await fetch(`http://${metricsAddr}/metrics`)).text()
  const positions = {}
  for (const match of text.matchAll(/^litestream_txid\{[^}]*db="([^"]*)"[^}]*\}\s+(\S+)$/gm)) {
    positions[match[1].split('/').pop()] = Number(match[2])
  }
  return positions
}
