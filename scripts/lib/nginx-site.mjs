// Fills deploy/nginx/ai-site.conf.template: production values for an operator, local ones for `npm run prod:local`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json' with { type: 'json' }
import limits from '../../pb_hooks/lib/shared/limits.json' with { type: 'json' }
import messages from '../../pb_hooks/lib/shared/messages.json' with { type: 'json' }
import siteRoutes from '../../pb_hooks/lib/shared/routes.json' with { type: 'json' }
import wechatAgent from '../../pb_hooks/lib/shared/wechat-agent.js'
import { root } from './pocketbase.mjs'

export const templatePath = join(root, 'deploy', 'nginx', 'ai-site.conf.template')

/**
 * The values of a production server on Debian: certbot's paths (named after the first server name),
 * Debian's cache and log folders, PocketBase on its default loopback address.
 */
export function productionValues(serverName) {
  const certificateName = serverName.split(' ')[0]
  return {
    server_name: serverName,
    listen_http: '80',
    listen_https: '443',
    https_port_suffix: '',
    pocketbase: '127.0.0.1:8090',
    ssl_certificate: `/etc/letsencrypt/live/${certificateName}/fullchain.pem`,
    ssl_certificate_key: `/etc/letsencrypt/live/${certificateName}/privkey.pem`,
    acme_root: '/var/www/letsencrypt',
    cache_dir: '/var/cache/nginx/ai-site',
    access_log: '/var/log/nginx/ai-site.access.log',
    cdn_real_ip: '/etc/nginx/ai-site-cdn/*.conf',
  }
}

const MB = 2 ** 20

/**
 * Body limits per location (nginx refuses a larger body with 413 before reading it). A lead: its
 * longest valid fields are about 3 KB of UTF-8 with the solved challenge. Staff uploads: one image of
 * the upload limit and the record's other fields, as much again. Backups uploaded in /_/: as before.
 */
export const bodyLimits = {
  lead_body_limit: '16k',
  upload_body_limit: `${Math.ceil((2 * limits.image.maxSizeBytes) / MB) + 1}m`,
  backup_body_limit: '100m',
}

/**
 * The capacity nginx.conf needs so that idle or half-sent connections (which no per-address limit
 * counts before their request arrives, and which the 10 s header timeout closes) cannot use up the
 * connections of the workers: Debian ships 768 per worker. Each proxied request holds two.
 */
export const mainConfig = { workerConnections: 8192, workerRlimitNofile: 32768 }

/**
 * nginx.conf (Debian's, or the local frame's) with the capacity above; the rest untouched. `maxOpenFiles`
 * caps it where nginx may not raise its limit (a sandbox without the right to: the hard limit).
 */
export function tuneMainConfig(text, { maxOpenFiles = Infinity } = {}) {
  if (!/^\s*worker_connections\s+\d+;/m.test(text)) throw new Error('nginx.conf: no worker_connections line in an events block')
  const openFiles = Math.min(mainConfig.workerRlimitNofile, maxOpenFiles)
  const connections = Math.min(mainConfig.workerConnections, openFiles)
  let tuned = text.replace(/^(\s*)worker_connections\s+\d+;/m, `$1worker_connections ${connections};`)
  const rlimit = `worker_rlimit_nofile ${openFiles};`
  if (/^\s*worker_rlimit_nofile\s+\d+;/m.test(tuned)) tuned = tuned.replace(/^(\s*)worker_rlimit_nofile\s+\d+;/m, `$1${rlimit}`)
  else tuned = tuned.replace(/^(\s*events\s*\{)/m, `${rlimit}\n$1`)
  return tuned
}

/** A small page in Chinese for what nginx answers itself (PocketBase's pages are not reachable then). */
function errorPage(message) {
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${message} - ${siteRoutes.siteName}</title><style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;` +
    `font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc;text-align:center}h1{font-size:1.25rem;font-weight:600}</style></head>` +
    `<body><main><h1>${message}</h1><p><a href="/">返回首页</a></p></main></body></html>`
  )
}

/** PocketBase's error shape, so the SDK and the lead form read nginx's answers like PocketBase's. */
const errorJson = (status, message) => JSON.stringify({ status, message, data: {} })

const apiTexts = messages.apiErrors.status

/** nginx's own answers by status: the texts of the API's errors and, for leads, the lead form's. */
export const errorAnswers = {
  page_error_413: errorPage(apiTexts['413']),
  page_error_429: errorPage(apiTexts['429']),
  page_error_503: errorPage(apiTexts['503']),
  api_error_413: errorJson(413, apiTexts['413']),
  api_error_429: errorJson(429, apiTexts['429']),
  api_error_503: errorJson(503, apiTexts['503']),
  lead_error_413: errorJson(413, leadRules.messages.requestTooLarge),
  lead_error_429: errorJson(429, leadRules.messages.tooMany),
  lead_error_503: errorJson(503, leadRules.messages.failed),
}

/** A fixed text as one single-quoted nginx string; nothing in it may end the string or name a variable. */
function quoted(name, text) {
  if (/['\\$]/.test(text)) throw new Error(`nginx template: ${name} holds a quote, backslash or $`)
  return `'${text}'`
}

/**
 * How WeChat's browser names itself (and WeCom's, which says it too), as the server tells them apart for a
 * page's CSP: nginx's page cache keeps the two kinds of page apart by the same words.
 */
export const userAgentClasses = {
  wechat_agent: quoted('wechat_agent', `~*${wechatAgent.WECHAT_AGENT}`),
  wecom_agent: quoted('wecom_agent', `~*${wechatAgent.WECOM_AGENT}`),
}

/** The template with every {{name}} replaced; a missing or unknown value is an error, never left in. */
export function renderNginxSite(values, template = readFileSync(templatePath, 'utf8')) {
  const fixed = {
    ...bodyLimits,
    ...userAgentClasses,
    ...Object.fromEntries(Object.entries(errorAnswers).map(([name, text]) => [name, quoted(name, text)])),
  }
  const used = new Set()
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (name in fixed) return fixed[name]
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`)
    const value = String(values[name])
    // A value ends up inside a directive: a quote, brace or semicolon would change the config (and a
    // space would add an argument, except between the names of server_name).
    const safe = name === 'server_name' ? /^[\w.-]+(?: [\w.-]+)*$/ : /^[\w.:/[\]*-]*$/
    if (!safe.test(value)) throw new Error(`nginx template: unsafe value for ${name}: ${value}`)
    used.add(name)
    return value
  })
  const unused = Object.keys(values).filter((name) => !used.has(name))
  if (unused.length > 0) throw new Error(`nginx template: unknown values ${unused.join(', ')}`)
  return text
}
