// Debian's nginx and a self-signed certificate for the local production stack (npm run prod:local, its tests and bench).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { get as httpsGet } from 'node:https'
import { join } from 'node:path'

/** Where Debian installs nginx; NGINX_BIN overrides it. */
export const defaultNginx = '/usr/sbin/nginx'

/** `{ok, bin, version}` or `{ok: false, message}` saying how to install it. */
export function ensureNginx(env = process.env) {
  const bin = env.NGINX_BIN || (existsSync(defaultNginx) ? defaultNginx : 'nginx')
  const out = spawnSync(bin, ['-v'], { encoding: 'utf8' })
  if (out.status !== 0) {
    return { ok: false, message: `未找到 nginx（${bin}）。Debian/Ubuntu：apt-get install nginx；或用 NGINX_BIN 指定。` }
  }
  const version = /nginx\/(\S+)/.exec(out.stderr)?.[1] ?? 'unknown'
  return { ok: true, bin, version }
}

/**
 * The openssl arguments of the test certificate: a P-256 key and a certificate for 127.0.0.1 and
 * localhost, valid 30 days (docs/operations.md quotes this command).
 */
export function selfSignedCertificateArgs(key, certificate) {
  return [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', certificate, '-days', '30',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]
}

/** Makes `key.pem` and `cert.pem` in `dir` with openssl; returns their paths. */
export function selfSignedCertificate(dir) {
  const key = join(dir, 'key.pem')
  const certificate = join(dir, 'cert.pem')
  const out = spawnSync('openssl', selfSignedCertificateArgs(key, certificate), { encoding: 'utf8' })
  if (out.status !== 0) throw new Error(`openssl 生成自签名证书失败：${out.stderr || out.error?.message}`)
  return { key, certificate }
}

function answers(url, insecure) {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet
    const req = get(url, insecure ? { rejectUnauthorized: false } : {}, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on('error', () => resolve(false))
    req.setTimeout(5000, () => req.destroy())
  })
}

/** Resolves once `url` answers 200; throws when `gone()` says its process died or time runs out. */
export async function waitForAnswer(url, gone, timeoutMs, { insecure = false } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`进程已退出，${url} 没有应答`)
    if (await answers(url, insecure)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} 在 ${Math.round(timeoutMs / 1000)} 秒内没有应答`)
}
