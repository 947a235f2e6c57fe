#!/usr/bin/env node
// `npm start`: install PocketBase, build the site, migrate, create accounts and demo content on
// first run, then serve everything from one PocketBase process.
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { writeDemoContent } from './demo/content.mjs'
import { ACCOUNTS_MARKER, demoDir, dirs, ensurePocketBase, root, runPocketBase, servePocketBase } from './lib/pocketbase.mjs'
import { addressWarnings, builtAddress } from './lib/site-address.mjs'
import { checkStaffPassword, checkSuperuserPassword, GENERATED_VARIABLE, generateStaffPassword, generateSuperuserPassword, PASSWORD_VARIABLE, ROLE_VARIABLE } from './lib/staff-password.mjs'

const http = process.env.PB_HTTP || '127.0.0.1:8090'
const dataDir = resolve(root, process.env.PB_DATA || 'pb_data')
const folders = { dataDir, publicDir: dirs.public }
const skipBuild = process.argv.includes('--no-build')


function step(message) {
  console.log(`\n▸ ${message}`)
}

// Accounts are created once per data dir; the marker survives restarts, so passwords printed on
// the first run are never silently replaced. Operators reset them with `npm run staff`.
const accountsMarker = join(dataDir, ACCOUNTS_MARKER)

// Checked before anything is created, so a refused password leaves no half-made accounts behind.
const adminPasswordProblem =
  process.env.ADMIN_PASSWORD && !existsSync(accountsMarker) ? checkStaffPassword(process.env.ADMIN_PASSWORD) : ''
if (adminPasswordProblem) {
  console.error(`ADMIN_PASSWORD 不符合要求：${adminPasswordProblem}`)
  process.exit(1)
}
const superuserPasswordProblem = process.env.PB_SUPERUSER_PASSWORD ? checkSuperuserPassword(process.env.PB_SUPERUSER_PASSWORD) : ''
if (superuserPasswordProblem) {
  console.error(`PB_SUPERUSER_PASSWORD 不符合要求：${superuserPasswordProblem}`)
  process.exit(1)
}

const { bin, version } = await ensurePocketBase({ log: console.log })
console.log(`PocketBase ${version}: ${bin}`)

if (!skipBuild) {
  step('Building the site (npm run build)')
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
for (const warning of addressWarnings({ built: builtAddress(dirs.public), skipBuild })) console.warn(`\n⚠ ${warning}`)

step(`Migrating ${dataDir}`)
runPocketBase(bin, ['migrate', 'up'], folders)

const created = []
const superuserEmail = process.env.PB_SUPERUSER_EMAIL || 'admin@example.com'
if (!existsSync(accountsMarker) || process.env.PB_SUPERUSER_PASSWORD) {
  const password = process.env.PB_SUPERUSER_PASSWORD || generateSuperuserPassword()
  runPocketBase(bin, ['superuser', 'upsert', superuserEmail, password], folders)
  if (!process.env.PB_SUPERUSER_PASSWORD) created.push(['超级管理员 (/_/)', superuserEmail, password])
}
if (!existsSync(accountsMarker)) {
  const password = process.env.ADMIN_PASSWORD || generateStaffPassword()
  // The password goes to `pocketbase staff` in its environment, never on its command line; a generated
  // one is flagged so the dashboard asks for it to be changed.
  const generated = process.env.ADMIN_PASSWORD ? '' : '1'
  runPocketBase(bin, ['staff', 'admin'], folders, { env: { ...process.env, [PASSWORD_VARIABLE]: password, [GENERATED_VARIABLE]: generated, [ROLE_VARIABLE]: 'admin' } })
  if (!process.env.ADMIN_PASSWORD) created.push(['员工账号 (/admin)', 'admin', password])
  writeFileSync(accountsMarker, `${new Date().toISOString()}\n`)
}

if (process.env.SEED_DEMO !== '0') {
  step('Demo content')
  process.stdout.write(runPocketBase(bin, ['seed-demo', dirname(writeDemoContent(demoDir))], folders))
}

step(`Serving on http://${http}`)
const server = await servePocketBase(bin, { ...folders, http, stdio: 'inherit' })
const url = server.url
console.log(`
  网站        ${url}/
  管理后台    ${url}/admin
  API         ${url}/api/
  运维控制台  ${url}/_/
`)
if (created.length > 0) {
  console.log('  首次启动已创建以下账号（密码只显示这一次，请妥善保存）：')
  for (const [role, user, password] of created) console.log(`    ${role}: ${user} / ${password}`)
  console.log('')
}

// Stopped on purpose (Ctrl-C, systemctl stop): exit 0. PocketBase ending by itself, even killed by a
// signal (no exit code), is a failure, so a supervisor restarts it (deploy/systemd/ai-site.service).
let stopping = false
const shutdown = () => {
  stopping = true
  return server.stop().then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
server.child.on('exit', (code) => process.exit(code ?? (stopping ? 0 : 1)))
