// Solves the lead forms' proof-of-work challenge (ALTCHA protocol v1, served by GET /api/lead-challenge)
// on the main thread in short time slices, so the page stays responsive and no worker is needed.
import rules from '@shared/lead-rules.json' with { type: 'json' }
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

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
 * Hashes with @noble/hashes (audited, synchronous) rather than Web Crypto: `crypto.subtle.digest` is
 * asynchronous per call, and for inputs this small the e2e Chromium managed about 5,000 a second (up
 * to 10 s for a 50,000 challenge), far fewer than this loop; it also works where Web Crypto is missing
 * (plain-http pages, old in-app browsers).
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

/** SHA-256 of a string's UTF-8 bytes, in hex: how the challenge is written. */
function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)))
}
