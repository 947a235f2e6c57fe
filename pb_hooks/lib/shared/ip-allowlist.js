// The back office IP allowlist (site_settings.ip_allowlist): one IPv4/IPv6 address or CIDR range per
// line, an optional `# comment` after it. Pure functions over ipaddr.js (lib/vendor/ipaddr.js): the hooks
// (lib/staff/ip-allowlist.js) and the 安全设置 tab (through Vite's hook-module plugin) run this same code.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const ipaddr = require(`${__hooks}/lib/vendor/ipaddr.js`)

/** At most this many entries; the field's own length limit is in the migration (1732000009). */
const MAX_ENTRIES = 100

/** A prefix length as written: decimal, no leading zeros. */
const PREFIX = /^(0|[1-9][0-9]{0,2})$/

/**
 * IPv4 only as four decimal parts 0-255 without leading zeros (ipaddr.js also reads `0x7f.1`,
 * `2130706433` and leading zeros, which some read as octal).
 */
const isIPv4 = (text) => ipaddr.IPv4.isValidFourPartDecimal(text)

/**
 * An address as ipaddr.js's IPv6 (IPv4 as its IPv4-mapped form, so `1.2.3.4` and `::ffff:1.2.3.4` are
 * the same address) and whether it was written as IPv4; null when the text is no address. IPv6 with
 * `::` and a dotted IPv4 tail (held to the IPv4 rule), without a zone.
 */
function parseAddress(text) {
  const value = String(text || '').trim()
  if (isIPv4(value)) return { address: ipaddr.IPv4.parse(value).toIPv4MappedAddress(), v4: true }
  if (value.indexOf('%') !== -1 || !ipaddr.IPv6.isValid(value)) return null
  const tail = value.slice(value.lastIndexOf(':') + 1)
  if (tail.indexOf('.') !== -1 && !isIPv4(tail)) return null
  return { address: ipaddr.IPv6.parse(value), v4: false }
}

/** One entry (`address` or `address/prefix`) as `{address, prefix}` over IPv6's 128 bits, or null. */
function parseEntry(text) {
  const value = String(text || '').trim()
  const slash = value.indexOf('/')
  const parsed = parseAddress(slash < 0 ? value : value.slice(0, slash))
  if (!parsed) return null
  const max = parsed.v4 ? 32 : 128
  let prefix = max
  if (slash >= 0) {
    const bits = value.slice(slash + 1)
    if (!PREFIX.test(bits) || Number(bits) > max) return null
    prefix = Number(bits)
  }
  return { address: parsed.address, prefix: parsed.v4 ? prefix + 96 : prefix }
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

/** True when `ip` (as e.realIP() gives it) falls in one of the parsed entries. */
function addressAllowed(ip, entries) {
  const parsed = parseAddress(ip)
  if (!parsed) return false
  for (const entry of entries) {
    if (parsed.address.match(entry.address, entry.prefix)) return true
  }
  return false
}

module.exports = { MAX_ENTRIES, parseAddress, parseEntry, entryLines, checkList, normaliseList, isEmptyList, addressAllowed }
