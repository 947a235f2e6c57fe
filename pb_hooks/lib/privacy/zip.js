// A ZIP archive of a few files, written in plain JavaScript (PocketBase's JS engine has no compressor): each
// file stored as it is (method 0), names in UTF-8 (flag bit 11), a CRC-32 per file. For the personal-data
// export (its JSON and its xlsx, itself a ZIP) a few hundred KB at most, so storing costs nothing that matters.

/** The UTF-8 bytes of a string (surrogate pairs joined, a lone surrogate as U+FFFD). */
function utf8Bytes(text) {
  const bytes = []
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1)
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00)
        i++
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
  }
  return bytes
}

/** @type {number[] | null} */
let crcTable = null

/** CRC-32 (IEEE, as ZIP uses it) of some bytes. */
function crc32(bytes) {
  if (crcTable === null) {
    crcTable = []
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable.push(c >>> 0)
    }
  }
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function push16(out, value) {
  out.push(value & 0xff, (value >>> 8) & 0xff)
}

function push32(out, value) {
  out.push(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff)
}

/** MS-DOS time and date of a wall time given as `YYYY-MM-DD HH:mm:ss` (the ZIP fields). */
function dosDateTime(wall) {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(wall)
  if (!m) return { time: 0, date: (1 << 5) | 1 }
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number)
  return { time: (hour << 11) | (minute << 5) | (second >> 1), date: ((Math.max(year, 1980) - 1980) << 9) | (month << 5) | day }
}

/**
 * The bytes of a ZIP archive holding `files` stored, each dated `wall` (local `YYYY-MM-DD HH:mm:ss`).
 * @param {{name: string, bytes: number[]}[]} files
 * @param {string} wall
 * @returns {number[]}
 */
function zipStored(files, wall) {
  const { time, date } = dosDateTime(wall)
  const out = []
  const central = []
  files.forEach((file) => {
    const name = utf8Bytes(file.name)
    const crc = crc32(file.bytes)
    const offset = out.length
    // Local file header: version 2.0, UTF-8 names, stored.
    push32(out, 0x04034b50)
    push16(out, 20)
    push16(out, 0x0800)
    push16(out, 0)
    push16(out, time)
    push16(out, date)
    push32(out, crc)
    push32(out, file.bytes.length)
    push32(out, file.bytes.length)
    push16(out, name.length)
    push16(out, 0)
    for (let i = 0; i < name.length; i++) out.push(name[i])
    for (let i = 0; i < file.bytes.length; i++) out.push(file.bytes[i])
    // Its central directory entry.
    push32(central, 0x02014b50)
    push16(central, 20)
    push16(central, 20)
    push16(central, 0x0800)
    push16(central, 0)
    push16(central, time)
    push16(central, date)
    push32(central, crc)
    push32(central, file.bytes.length)
    push32(central, file.bytes.length)
    push16(central, name.length)
    push16(central, 0)
    push16(central, 0)
    push16(central, 0)
    push16(central, 0)
    push32(central, 0)
    push32(central, offset)
    for (let i = 0; i < name.length; i++) central.push(name[i])
  })
  const centralOffset = out.length
  for (let i = 0; i < central.length; i++) out.push(central[i])
  push32(out, 0x06054b50)
  push16(out, 0)
  push16(out, 0)
  push16(out, files.length)
  push16(out, files.length)
  push32(out, central.length)
  push32(out, centralOffset)
  push16(out, 0)
  return out
}

module.exports = { utf8Bytes, crc32, zipStored }
