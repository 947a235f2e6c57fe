// The passwords npm start and npm run staff generate (scripts/lib/staff-password.mjs): each passes its
// own rule and none starts with `-`.
import { describe, expect, it } from 'vitest'
import { checkStaffPassword, checkSuperuserPassword, generateStaffPassword, generateSuperuserPassword } from '../../scripts/lib/staff-password.mjs'

describe('generated passwords', () => {
  // 2,000 draws: a generator that allowed a leading `-` (1 in 64 draws) would fail here all but never.
  it.each([
    ['staff', generateStaffPassword, checkStaffPassword],
    ['superuser', generateSuperuserPassword, checkSuperuserPassword],
  ])('%s: pass their own rule and never start with `-`, which the console would read as a flag', (_, generate, check) => {
    const passwords = Array.from({ length: 2000 }, generate)
    expect(passwords.filter((p) => check(p) !== '')).toEqual([])
    expect(passwords.filter((p) => p.startsWith('-'))).toEqual([])
    expect(new Set(passwords).size).toBe(2000)
  })
})
