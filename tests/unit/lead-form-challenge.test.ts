// @vitest-environment node
// The browser's proof-of-work solver against challenges computed once with altcha-lib (an
// independent ALTCHA implementation): the number it finds and the `altcha` field it encodes.
import rules from '@shared/lead-rules.json'
import { verifySolution } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'
import { encodePayload, expiresAt, nearlyExpired, obtainSolution, solveChallenge, type Challenge } from '../../src/site/forms/lead-challenge'
import { largestChallenge, largestChallengeNumber } from '../support/lead-challenges'

/** altcha-lib v1 createChallenge({hmacKey: 'fixture-secret', number: 4242, maxnumber: 5000, salt}) */
const fixture: Challenge = {
  algorithm: 'SHA-256',
  challenge: 'a469c915529132c563264866d5b67dabd92fcfc747d0152c5d2cae30261dcf8e',
  maxnumber: 5000,
  salt: '5f0e8d2a9c41b7e3d6a0f912?expires=4102444800&',
  signature: '05494099806a34f26b0e4043acece926f513f26122f0f6906caa7632374d8e9a',
}
/** What the ALTCHA widget sends for that solution: base64 of {algorithm, challenge, number, salt, signature}. */
const fixturePayload =
  'eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwiY2hhbGxlbmdlIjoiYTQ2OWM5MTU1MjkxMzJjNTYzMjY0ODY2ZDViNjdkYWJkOTJmY2ZjNzQ3ZDAxNTJjNWQyY2FlMzAyNjFkY2Y4ZSIsIm51bWJlciI6NDI0Miwic2FsdCI6IjVmMGU4ZDJhOWM0MWI3ZTNkNmEwZjkxMj9leHBpcmVzPTQxMDI0NDQ4MDAmIiwic2lnbmF0dXJlIjoiMDU0OTQwOTk4MDZhMzRmMjZiMGU0MDQzYWNlY2U5MjZmNTEzZjI2MTIyZjBmNjkwNmNhYTc2MzIzNzRkOGU5YSJ9'

// How fast the solver is belongs to `npm run bench` (its challenge part), not to these tests.
describe('the lead challenge solver', () => {
  it('finds the number, up to the very end of the largest range the server issues', async () => {
    expect(largestChallenge.maxnumber).toBe(rules.challenge.maxNumber)
    expect(await solveChallenge(largestChallenge)).toBe(largestChallengeNumber)
  })

  it('encodes the solution exactly as the ALTCHA widget does, and altcha-lib verifies it', async () => {
    const payload = encodePayload(fixture, 4242)
    expect(payload).toBe(fixturePayload)
    expect(await verifySolution(payload, 'fixture-secret', true)).toBe(true)
    expect(await verifySolution(encodePayload(fixture, 4243), 'fixture-secret', true)).toBe(false)
  })

  it('reports progress between slices and gives up when cancelled or out of time', async () => {
    // Slices of no time at all: each hashes one batch, so the count of slices depends on no clock.
    const progress: number[] = []
    expect(await solveChallenge(fixture, { sliceMs: 0, onProgress: (p) => progress.push(p) })).toBe(4242)
    expect(progress.length).toBeGreaterThan(3)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBeLessThan((4242 / (fixture.maxnumber + 1)) * 100)
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
