// Solves the lead forms' proof-of-work challenge (ALTCHA protocol v1, served by GET /api/lead-challenge)
// on the main thread in short time slices, so the page stays responsive and no worker is needed.
import rules from '@shared/lead-rules.json' with { type: 'json' }

export interface Challenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

export const challengeMessages = {
  verifying: '正在进行安全验证...',
  failed: rules.messages.challengeFailed,
  fallbackButton: '我不是机器人',
  fallbackHint: '请点击“我不是机器人”完成安全验证后再提交',
  progress: '正在验证，已完成 {percent}%',
  passed: '安全验证已通过，请再次点击提交',
} as const

export const challengePath = '/api/lead-challenge'

/** Gives up after this long (a very slow phone): the form then offers the visible fallback. */
export const SOLVE_TIMEOUT_MS = 20_000
/** Re-fetch a challenge this close to its expiry rather than send one the server may refuse. */
const EXPIRY_MARGIN_MS = 60_000

/** The salt's `expires` (unix seconds) in milliseconds, or null when it has none. */
export function expiresAt(challenge: Pick<Challenge, 'salt'>): number | null {
  const match = /[?&]expires=(\d+)(&|$)/.exec(challenge.salt)
  return match ? Number(match[1]) * 1000 : null
}

export function nearlyExpired(challenge: Pick<Challenge, 'salt'>, now = Date.now()): boolean {
  const expires = expiresAt(challenge)
  return expires !== null && expires - EXPIRY_MARGIN_MS <= now
}

/** The `altcha` body field: base64 of the JSON the server verifies (as the ALTCHA widget sends it). */
export function encodePayload(challenge: Omit<Challenge, 'maxnumber'>, number: number): string {
  const { algorithm, salt, signature } = challenge
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }))
}

export interface SolveOptions {
  signal?: AbortSignal
  /** 0-100, after every slice: the fallback shows it to the visitor. */
  onProgress?: (percent: number) => void
  timeoutMs?: number
  /** How long one slice of hashing may hold the main thread before the page gets it back. */
  sliceMs?: number
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * The secret number behind the challenge, or null when cancelled, timed out or not found.
 *
 * Hashes with its own SHA-256 rather than Web Crypto: `crypto.subtle.digest` is asynchronous per
 * call, and for inputs this small the e2e Chromium managed about 5,000 a second (up to 10 s for a
 * 50,000 challenge), far fewer than this loop; it also works where Web Crypto is missing (plain-http
 * pages, old in-app browsers).
 */
export async function solveChallenge(challenge: Challenge, options: SolveOptions = {}): Promise<number | null> {
  const { signal, onProgress, timeoutMs = SOLVE_TIMEOUT_MS, sliceMs = 12 } = options
  const { salt, maxnumber } = challenge
  const target = challenge.challenge
  const deadline = Date.now() + timeoutMs
  let n = 0
  while (n <= maxnumber) {
    if (signal?.aborted || Date.now() > deadline) return null
    const sliceEnd = performance.now() + sliceMs
    do {
      for (const stop = Math.min(n + 256, maxnumber + 1); n < stop; n++) {
        if (sha256Hex(salt + n) === target) return n
      }
    } while (n <= maxnumber && performance.now() < sliceEnd)
    onProgress?.(Math.min(99, Math.floor((n / (maxnumber + 1)) * 100)))
    await nextTask()
  }
  return null
}

/** Fetches a challenge with `fetchChallenge` and solves it; resolves to the `altcha` field or null. */
export async function obtainSolution(fetchChallenge: () => Promise<Challenge>, options: SolveOptions = {}): Promise<{ payload: string; challenge: Challenge } | null> {
  try {
    const challenge = await fetchChallenge()
    const number = await solveChallenge(challenge, options)
    return number === null ? null : { payload: encodePayload(challenge, number), challenge }
  } catch {
    return null
  }
}

// SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, written for many short inputs in a row: no
// allocation per call (shared buffers), 32-bit integer arithmetic, table-driven hex.
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
const INITIAL = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))
const W = new Int32Array(64)
const H = new Int32Array(8)
const utf8 = new TextEncoder()
let buffer = new Uint8Array(128)

const wordHex = (x: number) => HEX[(x >>> 24) & 0xff] + HEX[(x >>> 16) & 0xff] + HEX[(x >>> 8) & 0xff] + HEX[x & 0xff]

export function sha256Hex(text: string): string {
  const room = Math.ceil((text.length * 3 + 9) / 64) * 64
  if (buffer.length < room) buffer = new Uint8Array(room)
  const { written: size } = utf8.encodeInto(text, buffer)
  const length = Math.ceil((size + 9) / 64) * 64
  const b = buffer
  b.fill(0, size, length)
  b[size] = 0x80
  const bits = size * 8
  const high = Math.floor(bits / 0x100000000)
  for (let i = 0; i < 4; i++) {
    b[length - 1 - i] = (bits >>> (8 * i)) & 0xff
    b[length - 5 - i] = (high >>> (8 * i)) & 0xff
  }
  H.set(INITIAL)
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const j = offset + i * 4
      W[i] = (b[j] << 24) | (b[j + 1] << 16) | (b[j + 2] << 8) | b[j + 3]
    }
    for (let i = 16; i < 64; i++) {
      const x = W[i - 15]
      const y = W[i - 2]
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
      W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0
    }
    let a = H[0]
    let c1 = H[1]
    let c2 = H[2]
    let d = H[3]
    let e = H[4]
    let f = H[5]
    let g = H[6]
    let h = H[7]
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
      const t2 = (S0 + ((a & c1) ^ (a & c2) ^ (c1 & c2))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c2
      c2 = c1
      c1 = a
      a = (t1 + t2) | 0
    }
    H[0] += a
    H[1] += c1
    H[2] += c2
    H[3] += d
    H[4] += e
    H[5] += f
    H[6] += g
    H[7] += h
  }
  return wordHex(H[0]) + wordHex(H[1]) + wordHex(H[2]) + wordHex(H[3]) + wordHex(H[4]) + wordHex(H[5]) + wordHex(H[6]) + wordHex(H[7])
}
