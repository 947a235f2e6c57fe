// @ts-check
// Debian's Chromium as every script launches it (never a downloaded browser): the binary and the
// flags for a quiet headless run. playwright.config.ts lists the same flags for the e2e tier.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
