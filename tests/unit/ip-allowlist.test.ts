// @vitest-environment node
// The back office IP allowlist's parsing and matching (pb_hooks/lib/shared/ip-allowlist.js), which the
// hooks and the 安全设置 tab share. (The routes and sign-in that use it: tests/api/security.test.ts.)
import { describe, expect, it } from 'vitest'
import ipAllowlist from '@shared/ip-allowlist.js'

const { addressAllowed, checkList, entryLines, isEmptyList, normaliseList, parseAddress, parseEntry, MAX_ENTRIES } = ipAllowlist

const allowed = (ip: string, list: string) => addressAllowed(ip, checkList(list).entries)

describe('IP allowlist', () => {
  it('reads IPv4 only as four decimal parts 0-255 without leading zeros', () => {
    for (const ip of ['0.0.0.0', '10.0.0.1', '127.0.0.1', '255.255.255.255', ' 192.168.1.20 ']) expect(parseAddress(ip), ip).not.toBeNull()
    for (const ip of ['256.0.0.1', '10.0.0', '10.0.0.0.1', '010.0.0.1', '10.0.0.01', '0x7f.0.0.1', '2130706433', '10.0.0.-1', '10..0.1', '1.2.3.4x', '']) {
      expect(parseAddress(ip), ip).toBeNull()
    }
  })

  it('reads IPv6 with ::, upper case and a dotted IPv4 tail, but no zone and no malformed group', () => {
    for (const ip of ['::', '::1', '2001:db8::', '2001:DB8::A', 'fe80::1:2:3:4', '1:2:3:4:5:6:7:8', '::ffff:10.1.2.3', '64:ff9b::192.0.2.1', '1:2:3:4:5:6:1.2.3.4']) {
      expect(parseAddress(ip), ip).not.toBeNull()
    }
    for (const ip of ['1::2::3', ':::', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', '12345::1', 'fe80::1%eth0', 'g::1', '::ffff:010.1.2.3', '::ffff:1.2.3', '1.2.3.4::', '1:2:3:4:5:6:7:1.2.3.4', '::1:']) {
      expect(parseAddress(ip), ip).toBeNull()
    }
  })

  it('reads entries as an address or address/prefix, the prefix within the family, without leading zeros', () => {
    for (const entry of ['10.0.0.0/8', '10.0.0.1', '0.0.0.0/0', '1.2.3.4/32', '2001:db8::/32', '::/0', '::1/128']) expect(parseEntry(entry), entry).not.toBeNull()
    for (const entry of ['10.0.0.0/33', '10.0.0.0/08', '10.0.0.0/', '10.0.0.0/-1', '10.0.0.0/8/8', '2001:db8::/129', '/8', 'office', '10.0.0.0/ 8']) {
      expect(parseEntry(entry), entry).toBeNull()
    }
  })

  it('matches an address against ranges of either family, IPv4 and its mapped IPv6 form alike', () => {
    expect(allowed('10.20.30.40', '10.0.0.0/8')).toBe(true)
    expect(allowed('11.0.0.1', '10.0.0.0/8')).toBe(false)
    expect(allowed('192.168.1.255', '192.168.1.0/24')).toBe(true)
    expect(allowed('192.168.2.0', '192.168.1.0/24')).toBe(false)
    expect(allowed('10.20.30.40', '10.20.30.40')).toBe(true)
    expect(allowed('10.20.30.41', '10.20.30.40')).toBe(false)
    expect(allowed('172.16.5.4', '172.16.0.0/12')).toBe(true)
    expect(allowed('172.32.0.1', '172.16.0.0/12')).toBe(false)
    expect(allowed('8.8.8.8', '0.0.0.0/0')).toBe(true)
    expect(allowed('2001:db8:1::5', '2001:db8::/32')).toBe(true)
    expect(allowed('2001:db9::5', '2001:db8::/32')).toBe(false)
    expect(allowed('::1', '::1')).toBe(true)
    expect(allowed('::ffff:10.1.2.3', '10.0.0.0/8')).toBe(true)
    expect(allowed('10.1.2.3', '::ffff:10.0.0.0/104')).toBe(true)
    expect(allowed('10.1.2.3', '::/0')).toBe(true)
    // The deprecated IPv4-compatible form, read by ipaddr.js as the IPv4 address it names.
    expect(allowed('1.2.3.4', '::1.2.3.4')).toBe(true)
    expect(allowed('2001:db8::1', '0.0.0.0/0')).toBe(false)
    expect(allowed('not an ip', '0.0.0.0/0')).toBe(false)
    expect(allowed('', '::/0')).toBe(false)
  })

  it('reads a list line by line with comments, naming the first bad line, counting entries', () => {
    const list = '  10.0.0.0/8  # 办公室\n\n# 只有注释\n2001:db8::/32\r\noffice\n10.0.0.0/33\n'
    const check = checkList(list)
    expect(check.entries).toHaveLength(2)
    expect(check.invalid).toEqual({ line: 5, value: 'office' })
    expect(check.tooMany).toBe(false)
    expect(entryLines(list).map((e) => e.line)).toEqual([1, 4, 5, 6])
    expect(checkList(Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join('\n')).tooMany).toBe(true)
    expect(checkList(Array.from({ length: MAX_ENTRIES }, (_, i) => `10.0.0.${i}`).join('\n')).tooMany).toBe(false)
  })

  it('stores a list trimmed, without blank lines; a list of comments only restricts nobody', () => {
    expect(normaliseList('  10.0.0.0/8  \n\n127.0.0.0/8 # 本机\n')).toBe('10.0.0.0/8\n127.0.0.0/8 # 本机')
    expect(isEmptyList('\n # 注释\n\n')).toBe(true)
    expect(isEmptyList('10.0.0.1')).toBe(false)
    expect(isEmptyList('')).toBe(true)
  })
})
