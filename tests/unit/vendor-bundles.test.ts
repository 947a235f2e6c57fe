// @vitest-environment node
// The libraries bundled for the hooks and the browser (pb_hooks/lib/vendor/) are exactly what
// `npm run vendor` makes of the installed packages: not edited by hand, not left behind by an upgrade.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildBundle, bundles, vendorDir } from '../../scripts/vendor-hooks.mjs'

describe('bundled libraries', () => {
  it.each(bundles.map((bundle) => [bundle.file, bundle] as const))('pb_hooks/lib/vendor/%s is what npm run vendor makes of the installed package', async (_file, bundle) => {
    const committed = readFileSync(join(vendorDir, bundle.file), 'utf8')
    // Compared as a boolean: a stale bundle differs in thousands of lines.
    expect(committed === (await buildBundle(bundle)), 'run npm run vendor and commit the result').toBe(true)
  })
})
