// Unit tier setup: jest-dom matchers, a patient wait for async UI, and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor wait for what the user would see; on a busy 2-core machine a form's validation
// can take longer than the 1 s default, which made tests fail for the machine, not the code.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  // Files that run in the node environment (build-time code) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
