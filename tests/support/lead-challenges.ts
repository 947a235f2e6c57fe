// A lead challenge computed once with altcha-lib (an independent ALTCHA implementation), shared by
// the solver's unit tests and the lead form's.
import type { Challenge } from '../../src/site/forms/lead-challenge'

/**
 * altcha-lib v1 createChallenge({hmacKey: 'fixture-secret', number: 50000, maxnumber: 50000, salt}):
 * the largest range the server issues (lead-rules.json), with the number at its very end, so a solver
 * works through every slice of it.
 */
export const largestChallenge: Challenge = {
  algorithm: 'SHA-256',
  challenge: '0891e6732f62c11e9c5e4418335e2347d7d72366be9d244d5894ba54d0a1d050',
  maxnumber: 50000,
  salt: 'c4e1a03f7b2d9e58a6f01d3b?expires=4102444800&',
  signature: '83665bbfd1348f6bfa3ab48f11d6c9ba8d38624895510a071a3f89edb4ad4743',
}
/** The number behind `largestChallenge`. */
export const largestChallengeNumber = 50000
