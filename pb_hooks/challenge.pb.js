/// <reference path="jsvm.d.ts" />
// The lead forms' proof-of-work challenge (verified in pb_hooks/lib/leads/leads.js).

routerAdd('GET', '/api/lead-challenge', (e) => {
  // Every answer is a new challenge: no cache may hand one to two visitors.
  e.response.header().set('Cache-Control', 'no-store')
  return e.json(200, require(`${__hooks}/lib/leads/lead-challenge.js`).issueChallenge(e.app))
})
