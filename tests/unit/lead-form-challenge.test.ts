// @vitest-environment node
// The browser's proof-of-work solver against challenges computed once with altcha-lib (an
// independent ALTCHA implementation): the number it finds and the `altcha` field it encodes.
import { createHash } from 'node:crypto'
import { verifySolution } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'
import { encodePayload, expiresAt, nearlyExpired, obtainSolution, solveChallenge, type Challenge } from '../../src/site/forms/lead-challenge'

/** altcha-lib v1 createChallenge({hmacKey: 'fixture-secret', number: 4242, maxnumber: 5000, salt}) */
const fixture: Challenge = {
  algorithm: 'SHA-256',
  challenge: 'a469c915529132c563264866d5b67dabd92fcfc747d0152c5d2cae30261dcf8e',
  maxnumber: 5000,
  salt: '5f0e8d2a9c41b7e3d6a0f912?expires=4102444800&',
  signature: '05494099806a34f26b0e4043acece926f513f26122f0f6906caa7632374d8e9a',
}
/** altcha-lib v1 createChallenge({hmacKey: 'fixture-secret', number: 300000, maxnumber: 400000, salt}): many slices. */
const longFixture: Challenge = {
  algorithm: 'SHA-256',
  challenge: '3fb19a2b74312b193f636c4dd0e8247820fd7edc1b732afe363e3af1e9276164',
  maxnumber: 400000,
  salt: '9a3c5e7f1b2d4f6a8c0e2a4c?expires=4102444800&',
  signature: '19bdfe80f48a6a54a5382fdb8a29ad76b782d04b4c2fe65b5066d3927fd8d84d',
}
/** What the ALTCHA widget sends for that solution: base64 of {algorithm, challenge, number, salt, signature}. */
const fixturePayload =
  'eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwiY2hhbGxlbmdlIjoiYTQ2OWM5MTU1MjkxMzJjNTYzMjY0ODY2ZDViNjdkYWJkOTJmY2ZjNzQ3ZDAxNTJjNWQyY2FlMzAyNjFkY2Y4ZSIsIm51bWJlciI6NDI0Miwic2FsdCI6IjVmMGU4ZDJhOWM0MWI3ZTNkNmEwZjkxMj9leHBpcmVzPTQxMDI0NDQ4MDAmIiwic2lnbmF0dXJlIjoiMDU0OTQwOTk4MDZhMzRmMjZiMGU0MDQzYWNlY2U5MjZmNTEzZjI2MTIyZjBmNjkwNmNhYTc2MzIzNzRkOGU5YSJ9'

// Solving the long fixture hashes 300,000 times: seconds on a busy 2-core machine, not 5.
describe('the lead challenge solver', { timeout: 30_000 }, () => {
  it('finds the number', async () => {
    expect(await solveChallenge(fixture)).toBe(4242)
    expect(await solveChallenge(longFixture)).toBe(300000)
  })

  it('solves the largest challenge the server issues (50,000) in well under a second', async () => {
    const salt = '00112233445566778899aabb?expires=4102444800&'
    const worst = { ...fixture, salt, maxnumber: 50000, challenge: createHash('sha256').update(`${salt}50000`).digest('hex') }
    const started = performance.now()
    expect(await solveChallenge(worst)).toBe(50000)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('encodes the solution exactly as the ALTCHA widget does, and altcha-lib verifies it', async () => {
    const payload = encodePayload(fixture, 4242)
    expect(payload).toBe(fixturePayload)
    expect(await verifySolution(payload, 'fixture-secret', true)).toBe(true)
    expect(await verifySolution(encodePayload(fixture, 4243), 'fixture-secret', true)).toBe(false)
  })

  it('reports progress between slices and gives up when cancelled or out of time', async () => {
    const progress: number[] = []
    await solveChallenge(longFixture, { sliceMs: 1, onProgress: (p) => progress.push(p) })
    expect(progress.length).toBeGreaterThan(3)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBeLessThan(75)
    const controller = new AbortController()
    controller.abort()
    expect(await solveChallenge(fixture, { signal: controller.signal })).toBeNull()
    expect(await solveChallenge(fixture, { timeoutMs: -1 })).toBeNull()
    expect(await solveChallenge({ ...fixture, challenge: '0'.repeat(64), maxnumber: 300 })).toBeNull()
  })

  it('reads the expiry from the salt and asks for a fresh challenge a minute before it', () => {
    expect(expiresAt(fixture)).toBe(4102444800_000)
    expect(nearlyExpired({ salt: 'ab?expires=1000&' }, 900_000)).toBe(false)
    expect(nearlyExpired({ salt: 'ab?expires=1000&' }, 940_000)).toBe(true)
  })

  it('fetches and solves, or resolves to null when the challenge cannot be fetched', async () => {
    expect(await obtainSolution(async () => fixture)).toEqual({ payload: fixturePayload, challenge: fixture })
    expect(await obtainSolution(() => Promise.reject(new Error('offline')))).toBeNull()
  })
})
