// src/types/pocketbase.ts must match the schema our migrations create (run `npm run typegen`).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fetchCollections, generateTypes, outputPath } from '../../scripts/typegen.mjs'
import { apiContext } from '../support/clients'

describe('generated record types', () => {
  it('are up to date with the collections (npm run typegen)', async () => {
    const { url, superuser } = apiContext()
    const expected = generateTypes(await fetchCollections(url, superuser.token))
    const committed = readFileSync(outputPath, 'utf8')
    expect(committed, 'src/types/pocketbase.ts is stale: run npm run typegen').toBe(expected)
  })
})
