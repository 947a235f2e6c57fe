// The back office IP allowlist (site_settings.ip_allowlist): one IPv4/IPv6 address or CIDR range per
// line, an optional `# comment` after it. Pure functions, no PocketBase globals: the hooks
// (lib/staff/staff-security.js) and the 安全设置 tab (through Vite's hook-module plugin) run this same code.

/** At most this many entries; the field's own length limit is in the migration (1732000009). */
const MAX_ENTRIES = 100

/** IPv4 text to 4 bytes, or null. Four decimal parts 0-255, no leading zeros (which some read as octal). */
function parseIPv4(text) {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  const bytes = []
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null
    const value = Number(part)
    if (value > 255) return null
    bytes.push(value)
  }
  return bytes
}

/** 16-bit words of one side of `::`; a dotted IPv4 tail is allowed on the last group of the address. */
function ipv6Words(half, v4TailAllowed) {
  if (half === '') return []
  const groups = half.split(':')
  const words = []
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]
    if (v4TailAllowed && i === groups.length - 1 && group.indexOf('.') >= 0) {
      const v4 = parseIPv4(group)
      if (!v4) return null
      words.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3])
    } else if (/^[0-9a-fA-F]{1,4}$/.test(group)) {
      words.push(parseInt(group, 16))
    } else {
      return null
    }
  }
  return words
}

/** IPv6 text (with `::` and a dotted IPv4 tail allowed, no zone) to 16 bytes, or null. */
function parseIPv6(text) {
  if (text.indexOf(':') < 0) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  let words
  if (halves.length === 1) {
    words = ipv6Words(halves[0], true)
    if (!words || words.length !== 8) return null
  } else {
    const head = ipv6Words(halves[0], false)
    const tail = ipv6Words(halves[1], true)
    if (!head || !tail || head.length + tail.length > 7) return null
    words = head.concat(new Array(8 - head.length - tail.length).fill(0), tail)
  }
  const bytes = []
  for (const word of words) bytes.push(word >> 8, word & 0xff)
  return bytes
}

/**
 * An address as 16 bytes (IPv4 as its IPv4-mapped IPv6 form, so `1.2.3.4` and `::ffff:1.2.3.4` are the
 * same address) and whether it was written as IPv4; null when the text is no address.
 */
function parseAddress(text) {
  const value = String(text || '').trim()
  const v4 = parseIPv4(value)
  if (v4) return { bytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff].concat(v4), v4: true }
  const v6 = parseIPv6(value)
  return v6 ? { bytes: v6, v4: false } : null
}

/** One entry (`address` or `address/prefix`) as `{bytes, prefix}` over 128 bits, or null. */
function parseEntry(text) {
  const value = String(text || '').trim()
  const slash = value.indexOf('/')
  const address = parseAddress(slash < 0 ? value : value.slice(0, slash))
  if (!address) return null
  const max = address.v4 ? 32 : 128
  let prefix = max
  if (slash >= 0) {
    const bits = value.slice(slash + 1)
    if (!/^(0|[1-9][0-9]{0,2})$/.test(bits) || Number(bits) > max) return null
    prefix = Number(bits)
  }
  return { bytes: address.bytes, prefix: address.v4 ? prefix + 96 : prefix }
}

/** The lines that hold an entry: `{line (1-based), value}`, comments and blank lines skipped. */
function entryLines(text) {
  const lines = String(text || '').split(/\r\n|\r|\n/)
  const out = []
  for (let i = 0; i < lines.length; i++) {
    const hash = lines[i].indexOf('#')
    const value = (hash < 0 ? lines[i] : lines[i].slice(0, hash)).trim()
    if (value !== '') out.push({ line: i + 1, value })
  }
  return out
}

/**
 * Checks a whole list. Returns `{entries, invalid, tooMany}`: the parsed entries, the first line that is
 * no address or range (`{line, value}`, or null) and whether there are more than MAX_ENTRIES entries.
 */
function checkList(text) {
  const entries = []
  let invalid = null
  for (const { line, value } of entryLines(text)) {
    const entry = parseEntry(value)
    if (!entry) {
      if (!invalid) invalid = { line, value }
      continue
    }
    entries.push(entry)
  }
  return { entries, invalid, tooMany: entries.length > MAX_ENTRIES }
}

/** The list as stored: every line trimmed, blank lines dropped. */
function normaliseList(text) {
  return String(text || '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')
}

/** True when the list holds no entry at all (then nobody is restricted). */
function isEmptyList(text) {
  return entryLines(text).length === 0
}

function inEntry(bytes, entry) {
  let bits = entry.prefix
  for (let i = 0; i < 16 && bits > 0; i++) {
    const take = bits >= 8 ? 8 : bits
    const mask = (0xff << (8 - take)) & 0xff
    if ((bytes[i] & mask) !== (entry.bytes[i] & mask)) return false
    bits -= take
  }
  return true
}

/** True when `ip` (as e.realIP() gives it) falls in one of the parsed entries. */
function addressAllowed(ip, entries) {
  const address = parseAddress(ip)
  if (!address) return false
  for (const entry of entries) {
    if (inEntry(address.bytes, entry)) return true
  }
  return false
}

module.exports = { MAX_ENTRIES, parseAddress, parseEntry, entryLines, checkList, normaliseList, isEmptyList, addressAllowed }
