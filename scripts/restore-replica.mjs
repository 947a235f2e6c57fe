#!/usr/bin/env node
// `npm run replica:restore -- <new data dir>`: a lost machine's databases from the Litestream replica
// (the LITESTREAM_* environment of deploy/litestream/litestream.yml), marked so that their first
// start holds the mail they had queued for staff. Serve the dir afterwards (PB_DATA=<dir> npm start).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import replication from '../pb_hooks/lib/shared/replication.json' with { type: 'json' }
import { ensureLitestream, litestreamConfig, litestreamProcessEnv } from './lib/litestream.mjs'
import { ACCOUNTS_MARKER, ensurePocketBase, runPocketBase } from './lib/pocketbase.mjs'

const target = process.argv[2]
if (!target) {
  console.error('用法: npm run replica:restore -- <新的数据目录>')
  process.exit(2)
}
const dataDir = resolve(target)
const missing = Object.values(replication.env).filter((name) => name !== replication.env.metricsAddr && name !== replication.env.path && !process.env[name])
if (!process.env.PB_DATA) missing.unshift('PB_DATA')
if (missing.length > 0) {
  console.error(`缺少环境变量: ${missing.join(', ')}（与 Litestream 使用的相同，见 deploy/systemd/ai-site.env.example 的 LITESTREAM_* 各行）`)
  process.exit(2)
}
const existing = replication.databases.filter((db) => existsSync(join(dataDir, db)))
if (existing.length > 0) {
  console.error(`${dataDir} 中已有 ${existing.join(', ')}：请恢复到一个新的空目录`)
  process.exit(1)
}
mkdirSync(dataDir, { recursive: true })

const { bin } = await ensureLitestream({ log: console.log })
for (const db of replication.databases) {
  // The database as the config names it (${PB_DATA}/<db>) selects the replica; -o is where it goes.
  const args = ['restore', '-config', litestreamConfig, '-o', join(dataDir, db), join(process.env.PB_DATA, db)]
  console.log(`litestream ${args.join(' ')}`)
  const result = spawnSync(bin, args, { env: litestreamProcessEnv({}), stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`恢复 ${db} 失败 (exit ${result.status})`)
    process.exit(1)
  }
}

const pocketbase = await ensurePocketBase({ log: console.log })
runPocketBase(pocketbase.bin, ['mark-restored'], { dataDir })
// The restored databases hold the site's accounts: npm start must not make (or reset) them again.
writeFileSync(join(dataDir, ACCOUNTS_MARKER), `restored ${new Date().toISOString()}\n`)
console.log(`已从副本恢复到 ${dataDir}；首次启动时，恢复前排队的邮件交由员工确认。启动: PB_DATA=${dataDir} npm start`)
