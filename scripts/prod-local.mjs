#!/usr/bin/env node
// `npm run prod:local`: the production stack on this machine: `npm start`'s PocketBase behind Debian's
// nginx with the shipped site config (deploy/nginx), a self-signed certificate, HTTPS and HTTP/2.
// Like systemd with the shipped unit, it starts PocketBase again when it dies, and nginx stays up
// meanwhile: what visitors get while PocketBase restarts can be seen here.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureNginx, selfSignedCertificate, waitForAnswer } from './lib/nginx.mjs'
import { renderNginxSite, tuneMainConfig } from './lib/nginx-site.mjs'
import { freePort, root } from './lib/pocketbase.mjs'

const fail = (message) => {
  console.error(message)
  process.exit(1)
}

const nginx = ensureNginx()
if (!nginx.ok) fail(nginx.message)

const host = '127.0.0.1'
const httpsPort = Number(process.env.PROD_HTTPS_PORT || (await freePort()))
const httpPort = Number(process.env.PROD_HTTP_PORT || (await freePort()))
const pocketbaseAddress = process.env.PB_HTTP || `${host}:${await freePort()}`
const siteUrl = `https://${host}:${httpsPort}`

// Kept after a run for a look at the config and the logs (the logs are appended to, run after run);
// the cache and nginx's buffers go to a temp dir that nginx's workers (nobody, when started as root) can write.
const runDir = join(root, '.cache', 'prod-local', String(httpsPort))
const keptLogs = ['access.log', 'error.log']
mkdirSync(runDir, { recursive: true })
for (const name of readdirSync(runDir)) if (!keptLogs.includes(name)) rmSync(join(runDir, name), { recursive: true, force: true })
const scratch = mkdtempSync(join(tmpdir(), 'prod-local-'))
chmodSync(scratch, 0o755)

console.log(`\n▸ Self-signed certificate for ${host} (${runDir})`)
const tls = selfSignedCertificate(runDir)

const site = renderNginxSite({
  server_name: host,
  listen_http: `${host}:${httpPort}`,
  listen_https: `${host}:${httpsPort}`,
  https_port_suffix: `:${httpsPort}`,
  pocketbase: pocketbaseAddress,
  ssl_certificate: tls.certificate,
  ssl_certificate_key: tls.key,
  acme_root: join(runDir, 'acme'),
  cache_dir: join(scratch, 'cache'),
  access_log: join(runDir, 'access.log'),
  cdn_real_ip: join(runDir, 'cdn', '*.conf'),
})
writeFileSync(join(runDir, 'ai-site.conf'), site)
// What Debian's /etc/nginx/nginx.conf provides around the site file, pointed at the run dir.
const mainConfig = join(runDir, 'nginx.conf')
// With the capacity operators give Debian's nginx.conf (`node scripts/nginx-site.mjs --tune-main-config`),
// within the open files this process may have (Debian's nginx starts as root and may raise them).
const hardLimit = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim())
writeFileSync(
  mainConfig,
  tuneMainConfig(`# Written by scripts/prod-local.mjs: the frame Debian's nginx.conf gives a site file, for a local run.
pid ${join(runDir, 'nginx.pid')};
error_log ${join(runDir, 'error.log')} warn;
worker_processes auto;
events {
    worker_connections 768;
}
http {
    default_type application/octet-stream;
    client_body_temp_path ${join(scratch, 'body')};
    proxy_temp_path ${join(scratch, 'proxy')};
    fastcgi_temp_path ${join(scratch, 'fastcgi')};
    uwsgi_temp_path ${join(scratch, 'uwsgi')};
    scgi_temp_path ${join(scratch, 'scgi')};
    include ${join(runDir, 'ai-site.conf')};
}
`, { maxOpenFiles: Number.isFinite(hardLimit) && hardLimit > 0 ? hardLimit : Infinity }),
)
const nginxArgs = ['-p', runDir, '-e', join(runDir, 'error.log'), '-c', mainConfig]
const check = spawnSync(nginx.bin, [...nginxArgs, '-t'], { encoding: 'utf8' })
if (check.status !== 0) fail(`nginx -t 未通过：\n${check.stderr}`)

// `npm start` itself, on a loopback port only nginx talks to, believing nginx's X-Real-IP.
const env = {
  ...process.env,
  PB_HTTP: pocketbaseAddress,
  PB_TRUSTED_PROXY_HEADERS: 'X-Real-IP',
  PB_APP_URL: process.env.PB_APP_URL || siteUrl,
  SITE_URL: process.env.SITE_URL || siteUrl,
}
const startArgs = [join(root, 'scripts', 'start.mjs'), ...process.argv.slice(2)]
/** Seconds before PocketBase is started again after it died: RestartSec of deploy/systemd/ai-site.service. */
const RESTART_SECONDS = 5
let pocketbase = null
let proxy = null
let stopping = false
let restartTimer = null

function stopAll(code) {
  if (stopping) return
  stopping = true
  clearTimeout(restartTimer)
  const children = [pocketbase, proxy].filter((child) => child && child.exitCode === null && child.signalCode === null)
  let left = children.length
  const done = () => {
    rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  }
  if (left === 0) return done()
  for (const child of children) {
    child.once('exit', () => --left === 0 && done())
    child.kill('SIGTERM')
  }
}

/** `npm start` (start.mjs); once nginx runs, a PocketBase that dies is started again and nginx stays up. */
function startPocketBase(args = startArgs) {
  pocketbase = spawn(process.execPath, args, { env, stdio: 'inherit' })
  pocketbase.on('exit', (code) => {
    if (stopping) return
    if (proxy === null) {
      console.error(`PocketBase (npm start) 已退出 (${code})`)
      return stopAll(code || 1)
    }
    console.error(`PocketBase (npm start) 已退出 (${code})：nginx 继续运行（缓存页面照常提供，其余请求答 503），${RESTART_SECONDS} 秒后重新启动 PocketBase`)
    // The site was built at the first start: a restart only serves it again.
    restartTimer = setTimeout(() => startPocketBase(startArgs.includes('--no-build') ? startArgs : [...startArgs, '--no-build']), RESTART_SECONDS * 1000)
  })
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
startPocketBase()

try {
  await waitForAnswer(`http://${pocketbaseAddress}/api/health`, () => pocketbase.exitCode !== null, 600_000)
} catch (error) {
  if (!stopping) {
    console.error(error.message)
    stopAll(1)
  }
  await new Promise(() => {})
}

proxy = spawn(nginx.bin, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' })
proxy.on('exit', (code, signal) => {
  if (!stopping) console.error(`nginx 已退出 (${code ?? signal})`)
  stopAll(stopping ? 0 : 1)
})
await waitForAnswer(`${siteUrl}/api/health`, () => proxy.exitCode !== null, 30_000, { insecure: true })

console.log(`
生产环境本地演练（nginx ${nginx.version} → PocketBase ${pocketbaseAddress}，HTTPS + HTTP/2，自签名证书）：

  网站        ${siteUrl}/
  管理后台    ${siteUrl}/admin
  API         ${siteUrl}/api/
  运维控制台  ${siteUrl}/_/
  HTTP        http://${host}:${httpPort}/ （跳转到 HTTPS）

  nginx 配置与日志：${runDir}（access.log 的 cache= 一栏是页面缓存的命中情况；日志逐次追加，不会被下次启动删除）
  PocketBase 退出后 ${RESTART_SECONDS} 秒自动重启，期间 nginx 继续运行。按 Ctrl+C 停止。
`)
