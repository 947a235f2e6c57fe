// Solves the lead forms' proof-of-work challenge (ALTCHA protocol v1, served by GET /api/lead-challenge)
// on the main thread in small slices, so the page stays responsive and no worker is needed.
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

type Hasher = (texts: string[]) => Promise<string[]>

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

function subtleHasher(subtle: SubtleCrypto): Hasher {
  const encoder = new TextEncoder()
  return (texts) => Promise.all(texts.map(async (text) => toHex(new Uint8Array(await subtle.digest('SHA-256', encoder.encode(text))))))
}

const jsHasher: Hasher = async (texts) => texts.map(sha256Hex)

export interface SolveOptions {
  signal?: AbortSignal
  /** 0-100, after every slice: the fallback shows it to the visitor. */
  onProgress?: (percent: number) => void
  timeoutMs?: number
  /** Numbers tried per slice before yielding to the page. */
  sliceSize?: number
  /** Web Crypto when the browser has it (not on plain-http pages, not in some old in-app browsers). */
  subtle?: SubtleCrypto | null
}

/** The secret number behind the challenge, or null when cancelled, timed out or not found. */
export async function solveChallenge(challenge: Challenge, options: SolveOptions = {}): Promise<number | null> {
  const { signal, onProgress, timeoutMs = SOLVE_TIMEOUT_MS, sliceSize = 500 } = options
  const subtle = options.subtle === undefined ? (globalThis.crypto?.subtle ?? null) : options.subtle
  const hash = subtle ? subtleHasher(subtle) : jsHasher
  const deadline = Date.now() + timeoutMs
  for (let start = 0; start <= challenge.maxnumber; start += sliceSize) {
    if (signal?.aborted || Date.now() > deadline) return null
    const numbers = Array.from({ length: Math.min(sliceSize, challenge.maxnumber - start + 1) }, (_, i) => start + i)
    const hashes = await hash(numbers.map((n) => challenge.salt + n))
    const found = hashes.indexOf(challenge.challenge)
    if (found >= 0) return numbers[found]
    onProgress?.(Math.min(99, Math.floor(((start + sliceSize) / (challenge.maxnumber + 1)) * 100)))
    // Hand the main thread back to the page between slices.
    await new Promise((resolve) => setTimeout(resolve, 0))
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

// SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, for browsers without Web Crypto.
const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text)
  const length = Math.ceil((data.length + 9) / 64) * 64
  const bytes = new Uint8Array(length)
  bytes.set(data)
  bytes[data.length] = 0x80
  const view = new DataView(bytes.buffer)
  view.setUint32(length - 4, data.length * 8)
  view.setUint32(length - 8, Math.floor(data.length / 0x20000000))
  const h = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])
  const w = new Uint32Array(64)
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3)
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10)
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0
    }
    let [a, b, c, d, e, f, g, hh] = h
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      hh = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    h[0] += a
    h[1] += b
    h[2] += c
    h[3] += d
    h[4] += e
    h[5] += f
    h[6] += g
    h[7] += hh
  }
  return toHex(new Uint8Array(Array.from(h).flatMap((x) => [x >>> 24, (x >>> 16) & 0xff, (x >>> 8) & 0xff, x & 0xff])))
}
