// e2e tier: the real build served by a real PocketBase per worker (tests/e2e/e2e-server.ts),
// driven in Debian's Chromium. The desktop project runs every journey; the phone project only
// those tagged @phone (about the phone: the site's menu, compact bar, forms, modal, leads desk and
// news, settings layout, every public route's accessibility) and @phone-only (forced phone views).
import { defineConfig, devices } from '@playwright/test'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'tests/.artifacts/e2e-results',
  // Each worker serves the site from a PocketBase and data dir of its own, so tests may spread over
  // workers freely; within a worker they run one after another on its server.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // Margins for a loaded 2-core CI machine: a lazily loaded screen can take seconds to appear there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // A trace records a screencast of every test to keep only a failed one's: about a third of the
    // tier's CPU on a 2-core machine (measured: Chromium's GPU process 37 -> 12 core-seconds over five
    // spec files). Off unless asked for: E2E_TRACE=retain-on-failure (or on) when chasing a failure.
    // A failure still leaves its screenshot and the page's ARIA snapshot (error-context.md).
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } } },
  ],
})
