// @vitest-environment node
// The Docker image serves as `npm start` does: its CMD (shell, no Node in the image) against
// serveArgs(), the one definition of how the site is served.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultAppUrl, root, serveArgs } from '../../scripts/lib/pocketbase.mjs'

const dockerfile = readFileSync(`${root}/pocketbase.Dockerfile`, 'utf8')

/** The CMD's command line as the shell runs it with PB_APP_URL and CORS_ORIGINS as given (unset: undefined). */
function commandLine(env: { PB_APP_URL?: string; CORS_ORIGINS?: string }): string[] {
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[]
  expect(cmd.slice(0, 2)).toEqual(['/bin/sh', '-c'])
  const script = cmd[2]!.replace(/^exec /, '')
  const expanded = script
    .replace(/\$\{PB_APP_URL:-([^}]*)\}/g, (_, fallback: string) => env.PB_APP_URL || fallback)
    .replace(/\$\{CORS_ORIGINS:\+([^}]*)\}/g, (_, word: string) => (env.CORS_ORIGINS ? word.replace('$CORS_ORIGINS', env.CORS_ORIGINS) : ''))
  expect(expanded, 'a variable the test does not expand').not.toContain('$')
  return expanded.split(' ').map((word) => word.replace(/"/g, ''))
}

describe('pocketbase.Dockerfile', () => {
  const folders = { dataDir: '/pb/pb_data', publicDir: '/pb/public', hooksDir: '/pb/pb_hooks', migrationsDir: '/pb/pb_migrations' }
  it.each([
    ['with no site address set', {}],
    ['with PB_APP_URL and CORS_ORIGINS', { PB_APP_URL: 'https://www.example.com', CORS_ORIGINS: 'https://admin.example.com' }],
  ])('serves with serveArgs’ flags %s', (_, env) => {
    expect(commandLine(env)).toEqual(['/pb/pocketbase', ...serveArgs({ http: '0.0.0.0:8090', env, ...folders })])
  })

  it('falls back to the site’s default address', () => {
    expect(commandLine({})).toContain(`--origins=${defaultAppUrl}`)
  })
})
