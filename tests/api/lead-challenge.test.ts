// The lead forms' proof-of-work challenge on a live server with it on (as shipped): issuing,
// verification in the lead hook, single use, expiry, tampering, and interoperability with
// altcha-lib (an independent ALTCHA implementation) and with the browser's own solver.
import { createHash, createHmac } from 'node:crypto'
import { createChallenge, solveChallenge as altchaSolve, verifySolution } from 'altcha-lib/v1'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import rules from '../../pb_hooks/lib/shared/lead-rules.json'
import sharedMessages from '../../pb_hooks/lib/shared/messages.json'
import { encodePayload, solveChallenge, type Challenge } from '../../src/site/forms/lead-challenge'
import { validLead } from '../support/lead-cases'
import { startTestServer, type TestServer } from '../support/test-server'

const secret = 'lead-challenge-test-secret'
let server: TestServer
let su: PocketBase

const refused = { status: 400, message: sharedMessages.invalidForm, data: { altcha: { message: '人机验证失败，请刷新页面后重试' } } }

async function fetchChallenge(url = server.url) {
  const res = await fetch(`${url}/api/lead-challenge`)
  expect(res.status).toBe(200)
  return { challenge: (await res.json()) as Challenge, cacheControl: res.headers.get('cache-control') }
}

/** A solution the way the browser makes it. */
async function solved(url = server.url) {
  const { challenge } = await fetchChallenge(url)
  const number = await solveChallenge(challenge)
  if (number === null) throw new Error('unsolved')
  return encodePayload(challenge, number)
}

async function submit(body: Record<string, unknown>, url = server.url) {
  const res = await fetch(`${url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const leadCount = async () => (await su.collection('form_submissions').getList(1, 1)).totalItems

beforeAll(async () => {
  server = await startTestServer({ env: { LEAD_CHALLENGE: 'on', LEAD_CHALLENGE_SECRET: secret } })
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const { rateLimits } = (await su.settings.getAll()) as { rateLimits: { rules: { label: string; maxRequests: number }[] } }
  await su.settings.update({
    rateLimits: { ...rateLimits, rules: rateLimits.rules.map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests: 1000 } : rule)) },
  })
})

afterAll(async () => server?.stop())

describe('GET /api/lead-challenge', () => {
  it('issues an ALTCHA v1 challenge with an expiry in its salt, signed with the server key, never cached', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { challenge, cacheControl } = await fetchChallenge()
    expect(Object.keys(challenge)).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'])
    expect(challenge.algorithm).toBe('SHA-256')
    expect(challenge.maxnumber).toBe(rules.challenge.maxNumber)
    const expires = Number(/^[0-9a-f]{24}\?expires=(\d+)&$/.exec(challenge.salt)?.[1])
    expect(expires).toBeGreaterThanOrEqual(before + rules.challenge.ttlSeconds)
    expect(expires).toBeLessThanOrEqual(before + rules.challenge.ttlSeconds + 5)
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.signature).toBe(createHmac('sha256', secret).update(challenge.challenge).digest('hex'))
    expect(cacheControl).toBe('no-store')
    expect((await fetchChallenge()).challenge.challenge).not.toBe(challenge.challenge)
  })

  it('is solved by altcha-lib, whose own verification accepts the solution', async () => {
    const { challenge } = await fetchChallenge()
    const solution = await altchaSolve(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
    expect(createHash('sha256').update(`${challenge.salt}${solution!.number}`).digest('hex')).toBe(challenge.challenge)
    const payload = encodePayload(challenge, solution!.number)
    expect(await verifySolution(payload, secret)).toBe(true)
    expect((await submit({ ...validLead, altcha: payload })).status).toBe(200)
  })
})

describe('a lead with the challenge on', () => {
  it('is stored with a solution the browser solver found', async () => {
    const before = await leadCount()
    const { status, body } = await submit({ ...validLead, altcha: await solved() })
    expect(status).toBe(200)
    expect(await leadCount()).toBe(before + 1)
    expect((await su.collection('form_submissions').getOne(String(body.id))).email).toBe(validLead.email)
  })

  it('is refused without a solution, with the Chinese message, and nothing is stored', async () => {
    const before = await leadCount()
    for (const altcha of [undefined, '', 42, 'not base64 at all!', btoa('{"number":1}'), btoa('not json')]) {
      const { status, body } = await submit({ ...validLead, altcha })
      expect(status).toBe(400)
      expect(body).toMatchObject(refused)
    }
    expect(await leadCount()).toBe(before)
  })

  it('takes each solution once', async () => {
    const payload = await solved()
    expect((await submit({ ...validLead, altcha: payload })).status).toBe(200)
    const replay = await submit({ ...validLead, altcha: payload })
    expect(replay.status).toBe(400)
    expect(replay.body).toMatchObject({ data: { altcha: { code: 'validation_challenge_replayed' } } })
  })

  it('still refuses a spent solution after a restart, and forgets spent challenges once they expire', async () => {
    const spent = su.collection('_lead_challenges_used')
    const expired = await spent.create({ challenge: 'f'.repeat(64), expires: Math.floor(Date.now() / 1000) - 1 })
    const payload = await solved()
    expect((await submit({ ...validLead, altcha: payload })).status).toBe(200)
    await server.restart()
    expect((await submit({ ...validLead, altcha: payload })).body).toMatchObject(refused)
    await expect(spent.getOne(expired.id)).rejects.toMatchObject({ status: 404 })
    const { challenge, salt } = JSON.parse(Buffer.from(payload, 'base64').toString()) as { challenge: string; salt: string }
    const kept = await spent.getFirstListItem(`challenge = "${challenge}"`)
    expect(kept.expires).toBe(Number(/expires=(\d+)/.exec(salt)?.[1]))
  })

  it('takes only one of two simultaneous uses of a solution', async () => {
    const payload = await solved()
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit({ ...validLead, altcha: payload })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400])
  })

  it('keeps the solution when the fields are wrong, so the visitor can correct them and send it', async () => {
    const payload = await solved()
    const wrong = await submit({ ...validLead, email: 'not-an-email', altcha: payload })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.data as object)).toEqual(['email'])
    expect((await submit({ ...validLead, altcha: payload })).status).toBe(200)
  })

  it('refuses a wrong number, a changed salt or challenge, another key and another algorithm', async () => {
    const { challenge } = await fetchChallenge()
    const number = (await solveChallenge(challenge))!
    const forged = [
      encodePayload(challenge, number + 1),
      encodePayload({ ...challenge, salt: challenge.salt.replace(/expires=\d+/, 'expires=4102444800') }, number),
      encodePayload({ ...challenge, challenge: 'f'.repeat(64) }, number),
      encodePayload({ ...challenge, signature: createHmac('sha256', 'another key').update(challenge.challenge).digest('hex') }, number),
      encodePayload({ ...challenge, algorithm: 'SHA-1' }, number),
    ]
    for (const altcha of forged) expect((await submit({ ...validLead, altcha })).body).toMatchObject(refused)
    // The untouched solution still works: the refusals above did not use it up.
    expect((await submit({ ...validLead, altcha: encodePayload(challenge, number) })).status).toBe(200)
  })

  it('refuses an expired challenge, and a solution without an expiry', async () => {
    const expired = await createChallenge({ hmacKey: secret, number: 7, maxnumber: 100, expires: new Date(Date.now() - 1000) })
    const expiredAnswer = await submit({ ...validLead, altcha: encodePayload(expired, 7) })
    expect(expiredAnswer.body).toMatchObject({ ...refused, data: { altcha: { code: 'validation_challenge_expired' } } })
    const timeless = await createChallenge({ hmacKey: secret, number: 7, maxnumber: 100 })
    expect((await submit({ ...validLead, altcha: encodePayload(timeless, 7) })).body).toMatchObject(refused)
  })

  it('accepts a challenge made by altcha-lib with the same key (the protocol, not our code, is the contract)', async () => {
    const minted = await createChallenge({ hmacKey: secret, number: 1234, maxnumber: rules.challenge.maxNumber, expires: new Date(Date.now() + 60_000) })
    expect((await submit({ ...validLead, altcha: encodePayload(minted, 1234) })).status).toBe(200)
  })

  it('gives a honeypot hit with a valid solution the answer of a stored lead', async () => {
    const before = await leadCount()
    const { status, body } = await submit({ ...validLead, website: 'http://spam.example', altcha: await solved() })
    expect(status).toBe(200)
    expect(body).toMatchObject({ collectionName: 'form_submissions', status: 'pending' })
    expect(await leadCount()).toBe(before)
  })

  it('does not ask operators (superusers) entering a lead by hand', async () => {
    const lead = await su.collection('form_submissions').create({ ...validLead })
    expect(lead.id).toMatch(/^[a-z0-9]{15}$/)
  })
})

describe('without LEAD_CHALLENGE_SECRET', () => {
  it('signs with a key of its own that stays on the server and survives between requests', async () => {
    const other = await startTestServer({ env: { LEAD_CHALLENGE: 'on' } })
    try {
      const { challenge } = await fetchChallenge(other.url)
      expect(challenge.signature).not.toBe(createHmac('sha256', '').update(challenge.challenge).digest('hex'))
      expect((await submit({ ...validLead, altcha: await solved(other.url) }, other.url)).status).toBe(200)
      expect((await submit({ ...validLead, altcha: encodePayload(challenge, 0) }, other.url)).status).toBe(400)
    } finally {
      await other.stop()
    }
  })
})
