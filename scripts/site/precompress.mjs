// @ts-check
// Writes a Brotli and a gzip copy next to each text file of the build, so the server sends
// compressed bytes without compressing per request (pb_hooks/lib/pages/static-site.js picks the copy).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import precompressed from '../../pb_hooks/lib/shared/precompressed.json' with { type: 'json' }

/** @type {Record<string, (data: Buffer) => Buffer>} */
export const compressors = {
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => gzipSync(data, { level: 9 }),
}

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * @param {string} dir the build output
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 }
  for await (const file of files(dir)) {
    if (!precompressed.extensions.includes(extname(file).slice(1))) continue
    if ((await stat(file)).size < precompressed.minBytes) continue
    const data = await readFile(file)
    for (const { name, suffix } of precompressed.encodings) {
      const compressed = compressors[name]?.(data)
      if (!compressed) throw new Error(`No compressor for ${name}`)
      await writeFile(file + suffix, compressed)
      if (name === 'br') totals.brotliBytes += compressed.length
    }
    totals.files += 1
    totals.bytes += data.length
  }
  return totals
}
