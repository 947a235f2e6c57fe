#!/usr/bin/env node
// `npm test`: every check (typecheck and lint side by side, then unit, build, api, e2e), stopping at
// the first that fails, then the time each took.
import { spawn } from 'node:child_process'

// Steps of one group run at once: typecheck and lint each keep one core busy for about 20 s, and
// neither reads what the other writes. A step's output is shown when it ends, so two never mix.
const groups = [
  [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
  ],
  [{ name: 'unit', command: ['npm', 'run', 'test:unit'] }],
  // The api tier's served-page tests and the e2e tier read the build; it is made once, here.
  [{ name: 'build', command: ['npm', 'run', 'build'] }],
  [{ name: 'api', command: ['npx', 'vitest', 'run', '--project', 'api'] }],
  [{ name: 'e2e', command: ['npm', 'run', 'test:e2e'], env: { E2E_SKIP_BUILD: '1' } }],
]

/** Runs a step; alone it prints as it goes, beside others it prints its output once it ends. */
function run(step, alone) {
  const begin = Date.now()
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n> ${step.name}\n${Buffer.concat(output).toString()}`)
      resolve({ name: step.name, ms: Date.now() - begin, ok: status === 0 })
    })
  })
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const results = []
const started = Date.now()
for (const group of groups) {
  results.push(...(await Promise.all(group.map((step) => run(step, group.length === 1)))))
  if (results.some((result) => !result.ok)) break
}

console.log('\nnpm test, time per step:')
for (const { name, ms, ok } of results) console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(7)}${ok ? '' : '  FAILED'}`)
for (const step of groups.flat().slice(results.length)) console.log(`  ${step.name.padEnd(10)} ${'—'.padStart(7)}  not run`)
console.log(`  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(7)}`)
const failed = results.filter((result) => !result.ok).map((result) => result.name)
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed.`)
  process.exit(1)
}
