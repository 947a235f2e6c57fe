// @vitest-environment node
// The nginx site template (deploy/nginx) filled in by scripts/lib/nginx-site.mjs: every value in place,
// a missing, unknown or unsafe value refused, the one address header overwritten; and the recipe
// (docs/operations.md) quoting the exact openssl command npm run prod:local runs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { selfSignedCertificateArgs } from '../../scripts/lib/nginx.mjs'
import { productionValues, renderNginxSite } from '../../scripts/lib/nginx-site.mjs'

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

describe('the recipe', () => {
  it('quotes the openssl command of the test certificate that npm run prod:local runs', () => {
    const recipe = readFileSync(join(process.cwd(), 'docs', 'operations.md'), 'utf8')
    expect(recipe).toContain(`openssl ${selfSignedCertificateArgs('key.pem', 'cert.pem').join(' ')}`)
  })
})
