// Builds a pinned Go command with `go install` (the module proxy, the project's Go cache in .cache/go)
// and copies the binary into the project: how PocketBase and Litestream are installed.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export function goAvailable() {
  return spawnSync('go', ['version'], { encoding: 'utf8' }).status === 0
}

/** Seconds between two progress lines while Go builds, so a first run (minutes) never looks hung. */
export const PROGRESS_SECONDS = 15

/**
 * `go install <pkg>` with CGO off, trimmed paths and stripped symbols (`ldflags` added), then the
 * binary named `built` copied to `dest`. Go's own lines (module downloads, errors) are shown as they
 * come; every PROGRESS_SECONDS `log` gets a line with the time so far and the packages compiled
 * (`-v` names each one). Rejects when the build fails.
 * @param {{ pkg: string, built: string, dest: string, ldflags?: string, log?: (line: string) => void, progressSeconds?: number }} options
 */
export async function goInstall({ pkg, built, dest, ldflags = '', log = console.log, progressSeconds = PROGRESS_SECONDS }) {
  const cache = join(root, '.cache', 'go')
  const gobin = mkdtempSync(join(tmpdir(), 'go-install-'))
  const env = {
    ...process.env,
    CGO_ENABLED: '0',
    GOBIN: gobin,
    GOTOOLCHAIN: 'local',
    GOCACHE: process.env.GOCACHE ?? join(cache, 'build'),
    GOMODCACHE: process.env.GOMODCACHE ?? join(cache, 'mod'),
    GOFLAGS: `${process.env.GOFLAGS ?? ''} -modcacherw`.trim(),
  }
  const started = Date.now()
  let packages = 0
  const ticker = setInterval(() => {
    log(`  … go install 仍在进行：已用 ${Math.round((Date.now() - started) / 1000)} 秒，已编译 ${packages} 个包`)
  }, progressSeconds * 1000)
  try {
    const status = await new Promise((resolveStatus, reject) => {
      const child = spawn('go', ['install', '-v', '-trimpath', '-ldflags', `-s -w ${ldflags}`.trim(), pkg], { env, stdio: ['ignore', 'inherit', 'pipe'] })
      let pending = ''
      child.stderr.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) {
          // -v names each package it compiles (an import path); anything else is Go speaking.
          if (/^[\w.-]+(\/[\w.~+-]+)*$/.test(line)) packages += 1
          else if (line.trim()) process.stderr.write(`${line}\n`)
        }
      })
      child.on('error', reject)
      child.on('close', (code) => {
        if (pending.trim()) process.stderr.write(`${pending}\n`)
        resolveStatus(code)
      })
    })
    if (status !== 0) throw new Error(`go install ${pkg} 失败 (exit ${status})`)
    log(`  go install 完成：${Math.round((Date.now() - started) / 1000)} 秒，编译了 ${packages} 个包`)
    mkdirSync(dirname(dest), { recursive: true })
    copyFileSync(join(gobin, built), dest)
    chmodSync(dest, 0o755)
  } finally {
    clearInterval(ticker)
    rmSync(gobin, { recursive: true, force: true })
  }
}
