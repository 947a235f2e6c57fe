// Fills deploy/nginx/ai-site.conf.template: production values for an operator, local ones for `npm run prod:local`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

/** The template with every {{name}} replaced; a missing or unknown value is an error, never left in. */
export function renderNginxSite(values, template = readFileSync(templatePath, 'utf8')) {
  const used = new Set()
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
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
