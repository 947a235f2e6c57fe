import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { ENTRY_LOADER, LOADER_CSP_SOURCE } from '../support/entry-loader'

const { loaderCspSource } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/entry-loader.js') as { loaderCspSource: (hex: string) => string }

describe('the entry loader’s CSP source', () => {
  it('is the base64 SHA-256 of the loader, from the hex digest the server computes', () => {
    const hex = createHash('sha256').update(ENTRY_LOADER, 'utf8').digest('hex')
    expect(loaderCspSource(hex)).toBe(LOADER_CSP_SOURCE)
  })

  it('converts any digest length, padding included', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '光合行动']) {
      const digest = Buffer.from(text, 'utf8')
      expect(loaderCspSource(digest.toString('hex'))).toBe(`'sha256-${digest.toString('base64')}'`)
    }
  })

  it('is ASCII, so the server and the build hash the same bytes', () => {
    expect(ENTRY_LOADER).toMatch(/^[\x20-\x7e\n]*$/)
  })
})
