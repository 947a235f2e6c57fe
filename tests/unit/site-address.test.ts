// @vitest-environment node
// `npm start`'s warning when the built site's address (SITE_URL at build time, read back from its
// robots.txt) is not the address the server names (PB_APP_URL), or SITE_URL is set under --no-build.
import { describe, expect, it } from 'vitest'
import { defaultAppUrl } from '../../scripts/lib/pocketbase.mjs'
import { addressWarnings } from '../../scripts/lib/site-address.mjs'
import { builtSiteUrl, robotsTxt } from '../../scripts/site/crawl-files.mjs'

describe('the built address', () => {
  it('is read back from the robots.txt the build writes', () => {
    expect(builtSiteUrl(robotsTxt('https://www.example.com'))).toBe('https://www.example.com')
    expect(builtSiteUrl('User-agent: *\n')).toBeNull()
  })

  it('warns when the server names another address than the build', () => {
    const [warning, ...more] = addressWarnings({ built: defaultAppUrl, env: { PB_APP_URL: 'https://www.example.com' }, skipBuild: false })
    expect(more).toEqual([])
    expect(warning).toContain(`SITE_URL=${defaultAppUrl}`)
    expect(warning).toContain('SITE_URL=https://www.example.com 重新构建')
  })

  it('says nothing when they agree, a trailing slash aside, or there is no build', () => {
    expect(addressWarnings({ built: 'https://www.example.com', env: { PB_APP_URL: 'https://www.example.com/' }, skipBuild: true })).toEqual([])
    expect(addressWarnings({ built: defaultAppUrl, env: {}, skipBuild: false })).toEqual([])
    expect(addressWarnings({ built: null, env: { PB_APP_URL: 'https://www.example.com' }, skipBuild: false })).toEqual([])
  })

  it('warns that SITE_URL does not apply under --no-build', () => {
    const env = { PB_APP_URL: 'https://www.example.com', SITE_URL: 'https://www.example.com' }
    const warnings = addressWarnings({ built: defaultAppUrl, env, skipBuild: true })
    expect(warnings).toHaveLength(2)
    expect(warnings[1]).toContain('--no-build')
    expect(addressWarnings({ built: 'https://www.example.com', env, skipBuild: true })).toEqual([])
  })
})
