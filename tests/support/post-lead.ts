// Submits a lead through the public endpoint as a visitor's browser does (the valid lead with
// `changes`), expects it accepted and returns its id.
import { expect } from 'vitest'
import { validLead } from './lead-cases'

export async function postLead(url: string, changes: Record<string, unknown> = {}): Promise<string> {
  const res = await fetch(`${url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validLead, ...changes }),
  })
  const answer = (await res.json()) as { id: string }
  expect(res.status, JSON.stringify(answer)).toBe(200)
  return answer.id
}
