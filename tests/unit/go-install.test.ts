// @vitest-environment node
// `go install` as npm start and the installers run it: a progress line while Go compiles (a first
// PocketBase build takes minutes and must never look hung), the binary copied into place.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { goInstall } from '../../scripts/lib/go-install.mjs'

const dir = mkdtempSync(join(tmpdir(), 'fake-go-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('goInstall', () => {
  it('reports its progress while Go compiles, then installs the binary', async () => {
    // A stand-in for `go`: names three packages as `go install -v` does, takes a while, writes the binary.
    writeFileSync(
      join(dir, 'go'),
      '#!/bin/sh\necho "go: downloading example.com/m v1.0.0" >&2\nfor p in example.com/m/a example.com/m/b example.com/m; do echo "$p" >&2; done\nsleep 1.5\necho built > "$GOBIN/m"\n',
    )
    chmodSync(join(dir, 'go'), 0o755)
    const lines: string[] = []
    const path = process.env.PATH
    process.env.PATH = `${dir}:${path}`
    try {
      await goInstall({ pkg: 'example.com/m@v1.0.0', built: 'm', dest: join(dir, 'bin', 'm'), log: (line) => lines.push(line), progressSeconds: 0.5 })
    } finally {
      process.env.PATH = path
    }
    expect(lines.filter((line) => line.includes('仍在进行')).length).toBeGreaterThanOrEqual(1)
    expect(lines.at(-1)).toMatch(/^ {2}go install 完成：\d+ 秒，编译了 3 个包$/)
    expect(existsSync(join(dir, 'bin', 'm')) && readFileSync(join(dir, 'bin', 'm'), 'utf8')).toBe('built\n')
  })
})
