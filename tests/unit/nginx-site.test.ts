// @vitest-environment node
// The nginx site template (deploy/nginx) filled in by scripts/lib/nginx-site.mjs: every value in place,
// a missing, unknown or unsafe value refused, the one address header overwritten, the largest valid
// lead within the leads' body limit, nginx.conf given the edge's connections.
import { describe, expect, it } from 'vitest'
import leadRules from '../../pb_hooks/lib/shared/lead-rules.json'
import { bodyLimits, mainConfig, productionValues, renderNginxSite, tuneMainConfig } from '../../scripts/lib/nginx-site.mjs'

const production = renderNginxSite(productionValues('www.example.com'))

describe('the nginx site template', () => {
  it('fills every value for production, with certbot’s certificate of the first name', () => {
    expect(production).not.toMatch(/\{\{\w+\}\}/)
    const twoNames = renderNginxSite(productionValues('example.com www.example.com'))
    expect(twoNames).toContain('server_name example.com www.example.com;')
    expect(twoNames).toContain('ssl_certificate /etc/letsencrypt/live/example.com/fullchain.pem;')
  })

  it('passes the visitor’s address in X-Real-IP only, overwritten on every request', () => {
    expect(production.match(/proxy_set_header X-Real-IP \$remote_addr;/g)).toHaveLength(1)
    expect(production).toContain('proxy_set_header X-Forwarded-For "";')
    expect(production).not.toMatch(/proxy_add_x_forwarded_for|real_ip_header/)
  })

  it('refuses a missing, unknown or unsafe value', () => {
    const { pocketbase: _, ...withoutUpstream } = productionValues('www.example.com')
    expect(() => renderNginxSite(withoutUpstream)).toThrow('no value for {{pocketbase}}')
    expect(() => renderNginxSite({ ...productionValues('www.example.com'), extra: 'x' })).toThrow('unknown values extra')
    expect(() => renderNginxSite({ ...productionValues('www.example.com'), pocketbase: '127.0.0.1:8090; include /etc/passwd' })).toThrow('unsafe value for pocketbase')
    expect(() => renderNginxSite(productionValues('example.com;'))).toThrow('unsafe value for server_name')
  })
})

describe('body limits', () => {
  it('lets the largest valid lead through the leads’ limit', () => {
    // Every field at its longest, in three-byte characters, with a solved challenge and the attribution.
    const fields = Object.fromEntries(Object.entries(leadRules.fields).map(([name, rule]) => [name, '中'.repeat((rule as { max: number }).max)]))
    const lead = { ...fields, form_type: 'partner_application', consent: true, altcha: 'x'.repeat(600), referrer: 'x'.repeat(2000), landing_path: '/'.repeat(200), utm_source: 'x'.repeat(200), utm_medium: 'x'.repeat(200), utm_campaign: 'x'.repeat(200) }
    const limit = Number(bodyLimits.lead_body_limit.replace('k', '')) * 1024
    expect(Buffer.byteLength(JSON.stringify(lead))).toBeLessThan(limit)
  })
})

describe('nginx.conf', () => {
  const debian = 'user www-data;\nworker_processes auto;\npid /run/nginx.pid;\ninclude /etc/nginx/modules-enabled/*.conf;\n\nevents {\n\tworker_connections 768;\n}\n\nhttp {\n}\n'

  it('gets the edge’s worker connections and open files in the main context, once', () => {
    const tuned = tuneMainConfig(debian)
    expect(tuned).toContain(`\tworker_connections ${mainConfig.workerConnections};`)
    expect(tuned).toMatch(new RegExp(`\\nworker_rlimit_nofile ${mainConfig.workerRlimitNofile};\\n\\nevents \\{`))
    expect(tuneMainConfig(tuned)).toBe(tuned)
  })

  it('stays within the open files nginx may have where it cannot raise them', () => {
    const tuned = tuneMainConfig(debian, { maxOpenFiles: 4096 })
    expect(tuned).toContain('worker_rlimit_nofile 4096;')
    expect(tuned).toContain('worker_connections 4096;')
  })

  it('refuses a file without worker_connections', () => {
    expect(() => tuneMainConfig('http {}\n')).toThrow('no worker_connections')
  })
})
