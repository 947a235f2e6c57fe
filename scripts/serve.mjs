#!/usr/bin/env node
// The Docker image's command: `pocketbase serve` with serveArgs() (the flags npm start and the systemd
// unit serve with), the image's folders and the environment, PocketBase's exit code passed on.
// `--print` prints the command line instead of running it (tests/unit/docker-image.test.ts).
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { dirs, projectBin, root, serveArgs } from './lib/pocketbase.mjs'
import { addressWarnings, builtAddress } from './lib/site-address.mjs'

const bin = process.env.PB_BIN || projectBin
const args = serveArgs({ http: process.env.PB_HTTP || '127.0.0.1:8090', dataDir: resolve(root, process.env.PB_DATA || 'pb_data'), publicDir: dirs.public })
if (process.argv.includes('--print')) {
  console.log(JSON.stringify([bin, ...args]))
  process.exit(0)
}
for (const warning of addressWarnings({ built: builtAddress(dirs.public), skipBuild: true })) console.warn(`⚠ ${warning}`)
const child = spawn(bin, args, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)))
