// @vitest-environment node
// The installer's download fallback (scripts/lib/pocketbase.mjs) installs only a release archive with
// the SHA-256 pinned beside the version; the download itself is not run here.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pinnedChecksum, releaseAsset, verifyArchive } from '../../scripts/lib/pocketbase.mjs'

const dir = mkdtempSync(join(tmpdir(), 'pb-archive-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A stand-in archive: bytes of our own, and their SHA-256. */
function fakeArchive(text: string) {
  const path = join(dir, `${text}.zip`)
  writeFileSync(path, text)
  return { path, sha256: createHash('sha256').update(text).digest('hex') }
}

describe('the PocketBase release archive check', () => {
  it('refuses an archive whose SHA-256 is not the pinned one, naming both', () => {
    const archive = fakeArchive('not the release')
    const pinned = fakeArchive('the release').sha256
    expect(() => verifyArchive(archive.path, 'pocketbase_x_linux_amd64.zip', pinned)).toThrow(
      new RegExp(`pocketbase_x_linux_amd64\\.zip.*${pinned}.*${archive.sha256}`),
    )
  })

  it('accepts an archive with the pinned SHA-256', () => {
    const archive = fakeArchive('the release')
    expect(() => verifyArchive(archive.path, 'pocketbase_x_linux_amd64.zip', archive.sha256)).not.toThrow()
  })

  it.each([
    ['linux', 'x64'],
    ['linux', 'arm64'],
    ['darwin', 'x64'],
    ['darwin', 'arm64'],
  ])('pins a SHA-256 for the pinned version’s %s %s archive', (os, cpu) => {
    expect(pinnedChecksum(releaseAsset(os, cpu))).toMatch(/^[0-9a-f]{64}$/)
  })
})
