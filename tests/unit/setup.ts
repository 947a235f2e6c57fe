// Unit tier setup: jest-dom matchers, and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  // Files that run in the node environment (build-time code) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
