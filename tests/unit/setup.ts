// Unit tier setup: jest-dom matchers, a patient wait for async UI, and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor wait for what the user would see. The longest such wait measured 1.3 s on a
// half-busy 2-core machine, and at a load average of 13 tests ran about 6 times slower than quiet:
// the 1 s default, and 5 s, are too short there. Only a failing wait lasts this long; it stays
// below the tier's test timeout (vite.config.ts), so it fails naming what is missing.
configure({ asyncUtilTimeout: 20_000 })

afterEach(() => {
  cleanup()
  // Files that run in the node environment (build-time code) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
