#!/usr/bin/env node
// `npm test`: every check, one after another (typecheck, lint, unit, build, api, e2e), stopping at
// the first that fails, then the time each took.
import { spawnSync } from 'node:child_process'

const steps = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  // The api tier's served-page tests and the e2e tier read the build; it is made once, here.
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'api', command: ['npx', 'vitest', 'run', '--project', 'api'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], env: { E2E_SKIP_BUILD: '1' } },
]

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const results = []
let failed = null
const started = Date.now()
for (const step of steps) {
  const begin = Date.now()
  const run = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } })
  results.push({ name: step.name, ms: Date.now() - begin, ok: run.status === 0 })
  if (run.status !== 0) {
    failed = step.name
    break
  }
}

console.log('\nnpm test, time per step:')
for (const { name, ms, ok } of results) console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(7)}${ok ? '' : '  FAILED'}`)
for (const step of steps.slice(results.length)) console.log(`  ${step.name.padEnd(10)} ${'—'.padStart(7)}  not run`)
console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`)
if (failed) {
  console.error(`\n${failed} failed.`)
  process.exit(1)
}
