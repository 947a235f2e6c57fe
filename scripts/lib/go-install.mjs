// Builds a pinned Go command with `go install` (the module proxy, the project's Go cache in .cache/go)
// and copies the binary into the project: how PocketBase and Litestream are installed.
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export function goAvailable() {
  return spawnSync('go', ['version'], { encoding: 'utf8' }).status === 0
}

/**
 * `go install <pkg>` with CGO off, trimmed paths and stripped symbols (`ldflags` added), then the
 * binary named `built` copied to `dest`. Throws when the build fails.
 * @param {{ pkg: string, built: string, dest: string, ldflags?: string }} options
 */
export function goInstall({ pkg, built, dest, ldflags = '' }) {
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
  try {
    const result = spawnSync('go', ['install', '-trimpath', '-ldflags', `-s -w ${ldflags}`.trim(), pkg], { env, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`go install ${pkg} 失败 (exit ${result.status})`)
    mkdirSync(dirname(dest), { recursive: true })
    copyFileSync(join(gobin, built), dest)
    chmodSync(dest, 0o755)
  } finally {
    rmSync(gobin, { recursive: true, force: true })
  }
}
