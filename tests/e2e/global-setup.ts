// Builds the site once and serves it through PocketBase exactly as `npm start` does.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { dirs, root } from '../../scripts/lib/pocketbase.mjs'
import { startMailCatcher } from '../support/mail-catcher'
import { startTestServer } from '../support/test-server'

export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  // Lead mails go to a real SMTP server on loopback; the tests read what it caught.
  const mailDir = join(root, 'tests', '.artifacts', 'e2e-mail', String(Date.now()))
  const mail = await startMailCatcher(mailDir)
  const server = await startTestServer({
    publicDir: dirs.public,
    seedDemo: true,
    // Every lead form journey solves the proof-of-work challenge in the browser, as visitors do.
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.port), PB_SENDER_ADDRESS: 'noreply@example.test', LEAD_CHALLENGE: 'on' },
  })
  // The journeys submit more leads from one address than a visitor may per minute (the api tier
  // tests that limit); every other rule stays as shipped.
  const su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const { rateLimits } = (await su.settings.getAll()) as { rateLimits: { rules: { label: string; maxRequests: number }[] } }
  await su.settings.update({
    rateLimits: { ...rateLimits, rules: rateLimits.rules.map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests: 100 } : rule)) },
  })
  // Workers inherit the environment set here.
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_STAFF_USERNAME = server.staff.username
  process.env.E2E_STAFF_PASSWORD = server.staff.password
  process.env.E2E_MAIL_DIR = mailDir
  process.env.E2E_SUPERUSER_EMAIL = server.superuser.email
  process.env.E2E_SUPERUSER_PASSWORD = server.superuser.password
  return async () => {
    await server.stop()
    await mail.stop()
  }
}
