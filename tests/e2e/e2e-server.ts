// One e2e server per Playwright worker: the built site served by a real PocketBase exactly as
// `npm start` serves it, with the demo content, and a real SMTP server on loopback catching mail.
// Each worker owns its data dir, so journeys that change settings, maintenance mode or staff
// accounts never disturb the journeys another worker runs at the same time.
import { join } from 'node:path'
import PocketBase from 'pocketbase'
import { dirs, root } from '../../scripts/lib/pocketbase.mjs'
import { startMailCatcher } from '../support/mail-catcher'
import { startRobotReceiver, type RobotReceiver } from '../support/robot-receiver'
import { startTestServer } from '../support/test-server'

export interface E2EServer {
  url: string
  mailDir: string
  /** The group robots' stand-in (NOTIFY_WEBHOOK_HOSTS points the server at it). */
  robots: RobotReceiver
  stop: () => Promise<void>
}

/**
 * Starts the worker's server and publishes what the journeys read (address, accounts, mail
 * folder) in this worker process's environment. The caught mail stays in tests/.artifacts.
 */
export async function startE2EServer(workerIndex: number): Promise<E2EServer> {
  const mailDir = join(root, 'tests', '.artifacts', 'e2e-mail', `${Date.now()}-worker${workerIndex}`)
  const mail = await startMailCatcher(mailDir)
  const robots = await startRobotReceiver()
  const server = await startTestServer({
    publicDir: dirs.public,
    seedDemo: true,
    // Every lead form journey solves the proof-of-work challenge in the browser, as visitors do.
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.port), PB_SENDER_ADDRESS: 'noreply@example.test', LEAD_CHALLENGE: 'on', NOTIFY_WEBHOOK_HOSTS: robots.host },
  })
  // The journeys submit more leads from one address than a visitor may per minute (the api tier
  // tests that limit); every other rule stays as shipped.
  const su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
  const { rateLimits } = (await su.settings.getAll()) as { rateLimits: { rules: { label: string; maxRequests: number }[] } }
  await su.settings.update({
    rateLimits: { ...rateLimits, rules: rateLimits.rules.map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests: 100 } : rule)) },
  })
  Object.assign(process.env, {
    E2E_BASE_URL: server.url,
    E2E_STAFF_USERNAME: server.staff.username,
    E2E_STAFF_PASSWORD: server.staff.password,
    E2E_MAIL_DIR: mailDir,
    E2E_SUPERUSER_EMAIL: server.superuser.email,
    E2E_SUPERUSER_PASSWORD: server.superuser.password,
  })
  return {
    url: server.url,
    mailDir,
    robots,
    stop: async () => {
      await server.stop()
      await mail.stop()
      await robots.stop()
    },
  }
}
