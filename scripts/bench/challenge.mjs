// The lead challenge's cost to a visitor: the browser's solver (src/site/forms/lead-challenge.ts, served
// by Vite's dev server so the page runs exactly that module) on the largest challenge the server
// issues, with the number at the very end of its range: the most hashing a lead form ever does. In
// Chromium as is and with the CPU 4x slower (Lighthouse's mobile setting); per run the time to the
// answer, the hash rate, the slices, and the tasks over 50 ms (the page unresponsive meanwhile).
import { createHash } from 'node:crypto'
import { chromium } from '@playwright/test'
import { createServer } from 'vite'
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json' with { type: 'json' }
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs'
import { root } from '../lib/pocketbase.mjs'

/** Solves `challenge` in the page, timed by the page's own clock. Runs in the browser. */
async function solveInPage(challenge) {
  const { solveChallenge, SOLVE_TIMEOUT_MS } = await import('/src/site/forms/lead-challenge.ts')
  // Tasks over 50 ms: the page could not answer the visitor meanwhile.
  const longTasks = []
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()))
  observer.observe({ type: 'longtask' })
  let slices = 1
  const started = performance.now()
  const number = await solveChallenge(challenge, { onProgress: () => (slices += 1) })
  const ms = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 100))
  longTasks.push(...observer.takeRecords())
  observer.disconnect()
  return { number, ms, slices, longTasks: longTasks.length, longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)), timeoutMs: SOLVE_TIMEOUT_MS }
}

/**
 * Prints and returns the runs: `runs` each unthrottled and at 4x CPU slowdown.
 * @param {{ runs?: number }} [options]
 */
export async function challengeBench({ runs = 3 } = {}) {
  const { algorithm, maxNumber } = leadRules.challenge
  const salt = '00112233445566778899aabb?expires=4102444800&'
  const challenge = {
    algorithm,
    challenge: createHash('sha256').update(`${salt}${maxNumber}`).digest('hex'),
    maxnumber: maxNumber,
    salt,
    signature: '',
  }
  // No dependency pre-bundling (the solver's one library is plain ESM): nothing is written to
  // node_modules/.vite, and the first import is not refused while Vite optimises.
  const vite = await createServer({
    root,
    logLevel: 'silent',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: '127.0.0.1', port: 0 },
  })
  await vite.listen()
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const rows = []
  try {
    const page = await browser.newPage()
    // An empty page of the dev server's origin (it serves modules, no pages), to import the module from.
    const blank = `${vite.resolvedUrls.local[0]}challenge-bench`
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>challenge</title>' }))
    await page.goto(blank)
    const cdp = await page.context().newCDPSession(page)
    console.log(`\nLead challenge: solving the largest the server issues (${maxNumber.toLocaleString('en')} hashes, the number last) in Chromium`)
    for (const cpu of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
      for (let run = 0; run < runs; run++) {
        const result = await page.evaluate(solveInPage, challenge)
        if (result.number !== maxNumber) throw new Error(`the solver found ${result.number}, not ${maxNumber}`)
        const row = {
          cpu: `${cpu}x`,
          ms: Math.round(result.ms),
          hashesPerSecond: Math.round(((maxNumber + 1) / result.ms) * 1000),
          slices: result.slices,
          longTasks: result.longTasks,
          longestTaskMs: Math.round(result.longestTaskMs),
        }
        rows.push(row)
        console.log(
          `CPU ${row.cpu.padEnd(3)} run ${run + 1}: ${String(row.ms).padStart(6)} ms  ${row.hashesPerSecond.toLocaleString('en').padStart(7)} hashes/s  ` +
            `${row.slices} slices, ${row.longTasks} tasks over 50 ms (longest ${row.longestTaskMs} ms)  (the form gives up after ${result.timeoutMs / 1000} s)`,
        )
      }
    }
  } finally {
    await browser.close()
    await vite.close()
  }
  return { date: new Date().toISOString(), maxNumber, rows }
}
