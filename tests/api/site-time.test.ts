// The 时区 setting: the zone of the times the site writes — the team mail's submission time, the
// page-view days and the dashboard's days — instead of a fixed UTC+8.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { validLead } from '../support/lead-cases'
import { staffSession, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let staff: PocketBase

/** Wall time of `date` in `timeZone` as `YYYY-MM-DD HH:mm`, computed by the platform's own tz database. */
function wallTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

async function useTimezone(timezone: string) {
  await staff.collection('site_settings').update(sharedRecords.siteSettingsId, { timezone, notification_email: 'team@example.test' })
}

/** Submits a lead and returns its team mail's text and the instants bracketing the submission. */
async function teamMailOfNewLead() {
  const before = new Date()
  const res = await fetch(`${server.url}/api/collections/form_submissions/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validLead),
  })
  expect(res.status).toBe(200)
  const after = new Date()
  const { id } = (await res.json()) as { id: string }
  const [mail] = await staff.collection('mail_outbox').getFullList({ filter: staff.filter('submission = {:id} && kind = "team_notification"', { id }) })
  return { text: mail.text as string, html: mail.html as string, before, after }
}

beforeAll(async () => {
  server = await startTestServer()
  staff = await staffSession(server)
})

afterAll(async () => {
  await server?.stop()
})

describe('the team mail’s submission time', () => {
  for (const timezone of Object.keys(enums.timezones)) {
    it(`is written in ${timezone} when the site’s zone is ${timezone}`, async () => {
      await useTimezone(timezone)
      const { text, html, before, after } = await teamMailOfNewLead()
      const label = enums.timezoneNames[timezone as keyof typeof enums.timezoneNames]
      const line = text.split('\n').find((l) => l.startsWith('提交时间：'))
      expect(line).toMatch(new RegExp(`^提交时间：\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}（${label}）$`))
      // The minute written is the submission's minute in that zone (either side of a minute boundary).
      const written = line!.slice('提交时间：'.length, '提交时间：'.length + 16)
      expect([wallTime(before, timezone), wallTime(after, timezone)]).toContain(written)
      expect(html).toContain(`${written}`)
      expect(html).toContain(`（${label}）`)
    })
  }
})

describe('page-view days', () => {
  it('count a visit on the calendar day of the site’s zone, and the dashboard reports that day', async () => {
    // Kiritimati-like gaps are not on offer: New York and Shanghai differ by 12–13 hours, so for
    // half of every day they are on different dates; the test holds at any hour either way.
    for (const timezone of ['America/New_York', 'Asia/Shanghai']) {
      await useTimezone(timezone)
      const day = wallTime(new Date(), timezone).slice(0, 10)
      const res = await fetch(`${server.url}/api/site/pageview`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/about' }) })
      expect(res.status).toBe(204)
      const rows = await staff.collection('page_views').getFullList({ filter: staff.filter('path = "/about" && day = {:day}', { day }) })
      expect(rows.length, `${timezone} ${day}`).toBe(1)
      const dashboard = (await staff.send('/api/admin/dashboard', {})) as { day: string; timezone: string }
      expect(dashboard).toMatchObject({ day, timezone })
    }
  })
})
