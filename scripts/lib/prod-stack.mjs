// `npm run prod:local` started for a test or the bench: nginx + PocketBase over HTTPS on free ports and a temp data dir.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { waitForAnswer } from './nginx.mjs'
import { freePort, root } from './pocketbase.mjs'

/**
 * Starts `node scripts/prod-local.mjs --no-build` (dist/ must be built) with `env` added. Resolves to
 * `{url, httpUrl, pocketbaseUrl, dataDir, runDir, certificate, accessLog, superuser, staff, output(), stop()}`:
 * `url` goes through nginx (`httpUrl`: its port 80 stand-in), `pocketbaseUrl` straight to PocketBase; `runDir` is nginx's (config,
 * access log with cache= per request, the certificate). `stop()` ends both and removes the data dir and the run dir.
 */
export async function startProdStack(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-stack-'))
  const httpsPort = await freePort()
  const httpPort = await freePort()
  const pocketbaseAddress = `127.0.0.1:${await freePort()}`
  const superuser = { email: 'root@example.test', password: 'superuser-pass-123456' }
  const staff = { username: 'admin', password: 'staff-pass-1234' }
  let log = ''
  const child = spawn(process.execPath, [join(root, 'scripts', 'prod-local.mjs'), '--no-build'], {
    env: {
      ...process.env,
      PB_DATA: dataDir,
      PROD_HTTPS_PORT: String(httpsPort),
      PROD_HTTP_PORT: String(httpPort),
      PB_HTTP: pocketbaseAddress,
      ADMIN_PASSWORD: staff.password,
      PB_SUPERUSER_EMAIL: superuser.email,
      PB_SUPERUSER_PASSWORD: superuser.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  const url = `https://127.0.0.1:${httpsPort}`
  const runDir = join(root, '.cache', 'prod-local', String(httpsPort))
  const stop = () =>
    new Promise((done) => {
      const finish = () => {
        rmSync(dataDir, { recursive: true, force: true })
        rmSync(runDir, { recursive: true, force: true })
        done()
      }
      if (child.exitCode !== null) return finish()
      child.once('exit', finish)
      child.kill('SIGTERM')
    })
  try {
    await waitForAnswer(`${url}/api/health`, () => child.exitCode !== null, 300_000, { insecure: true })
  } catch (error) {
    await stop()
    throw new Error(`${error.message}\n${log}`)
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    pocketbaseUrl: `http://${pocketbaseAddress}`,
    dataDir,
    runDir,
    certificate: join(runDir, 'cert.pem'),
    accessLog: join(runDir, 'access.log'),
    superuser,
    staff,
    output: () => log,
    stop,
  }
}
