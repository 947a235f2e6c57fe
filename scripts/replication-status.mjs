#!/usr/bin/env node
// `npm run replication-status`: what staff see of the Litestream replica (configured, lag, last upload,
// error) as one line of JSON, for the data dir in PB_DATA with the site's environment (LITESTREAM_*).
// Exits 1 when the status names an error, so a monitor or a shell can act on it.
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { baseArgs, ensurePocketBase, root } from './lib/pocketbase.mjs'

const dataDir = resolve(root, process.env.PB_DATA || 'pb_data')
const { bin } = await ensurePocketBase({ log: console.error })
// Asynchronous: the replica's storage may be served by this machine's own processes (npm run s3:local).
const { stdout } = await promisify(execFile)(bin, ['replication-status', ...baseArgs({ dataDir }), '--hooksWatch=false', '--automigrate=false'], { encoding: 'utf8', timeout: 60_000 })
const line = stdout.trim().split('\n').pop() ?? ''
console.log(line)
process.exit(JSON.parse(line).error ? 1 : 0)
