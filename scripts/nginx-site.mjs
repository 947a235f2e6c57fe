#!/usr/bin/env node
// Prints the production nginx site config (deploy/nginx/ai-site.conf.template filled in) for an operator:
//   node scripts/nginx-site.mjs --server-name www.example.com > /etc/nginx/conf.d/ai-site.conf
// Every value can be overridden: --pocketbase 127.0.0.1:8090, --ssl-certificate …, --cache-dir … (names as in the template).
// And gives Debian's nginx.conf the connections the edge needs (a copy of the old file kept as <file>.orig):
//   node scripts/nginx-site.mjs --tune-main-config /etc/nginx/nginx.conf
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mainConfig, productionValues, renderNginxSite, tuneMainConfig } from './lib/nginx-site.mjs'

const args = process.argv.slice(2)
const options = {}
for (let i = 0; i < args.length; i++) {
  const match = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i])
  if (!match) {
    console.error(`未知参数：${args[i]}`)
    process.exit(2)
  }
  options[match[1].replace(/-/g, '_')] = match[2] ?? args[++i]
}

if (options.tune_main_config) {
  const file = options.tune_main_config
  try {
    const before = readFileSync(file, 'utf8')
    const after = tuneMainConfig(before)
    if (after !== before) {
      if (!existsSync(`${file}.orig`)) copyFileSync(file, `${file}.orig`)
      writeFileSync(file, after)
    }
    console.log(`${file}: worker_connections ${mainConfig.workerConnections}, worker_rlimit_nofile ${mainConfig.workerRlimitNofile}${after === before ? '（已是此设置）' : ''}`)
  } catch (error) {
    console.error(error.message)
    process.exit(2)
  }
  process.exit(0)
}

const { server_name: serverName, ...overrides } = options
if (!serverName) {
  console.error('用法：node scripts/nginx-site.mjs --server-name <域名> [--pocketbase 127.0.0.1:8090] [--ssl-certificate …] [--ssl-certificate-key …]')
  console.error('      node scripts/nginx-site.mjs --tune-main-config /etc/nginx/nginx.conf')
  process.exit(2)
}
try {
  process.stdout.write(renderNginxSite({ ...productionValues(serverName), ...overrides }))
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
