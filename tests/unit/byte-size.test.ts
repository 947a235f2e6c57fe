// @vitest-environment node
// Storage sizes on the 数据库 tab: bytes below 1 KB, then KB, MB and GB (1024-based, one decimal).
import { describe, expect, it } from 'vitest'
import { byteSize } from '../../src/admin/resources/settings/byte-size'

describe('byteSize', () => {
  it('writes whole bytes below 1 KB', () => {
    expect(byteSize(0)).toBe('0 B')
    expect(byteSize(1023)).toBe('1023 B')
  })

  it('switches unit at each 1024 and keeps one decimal', () => {
    expect(byteSize(1024)).toBe('1.0 KB')
    expect(byteSize(1536)).toBe('1.5 KB')
    expect(byteSize(1024 * 1024 - 1)).toBe('1024.0 KB')
    expect(byteSize(5 * 1024 * 1024)).toBe('5.0 MB')
    expect(byteSize(2.3 * 1024 ** 3)).toBe('2.3 GB')
  })

  it('stays in GB above it', () => {
    expect(byteSize(2048 * 1024 ** 3)).toBe('2048.0 GB')
  })

  it('never shows a negative or missing size', () => {
    expect(byteSize(Number.NaN)).toBe('0 B')
    expect(byteSize(-5)).toBe('0 B')
  })
})
