// A consultation left from the navbar on a phone reaches the back office and both mails go out:
// the team notification to the settings' recipient and the auto-reply to the visitor.
import enums from '../../pb_hooks/lib/shared/enums.json' with { type: 'json' }
import records from '../../pb_hooks/lib/shared/records.json' with { type: 'json' }
import { replyWithinHours } from '../../src/site/content/figures'
import { decodeSubject, readMails } from '../support/mail-catcher'
import { expect, reviewShot, staffClient, test } from './fixtures'

test('a consultation from a phone is stored and both mails are delivered', { tag: '@phone-only' }, async ({ page, baseURL, consoleProblems }, testInfo) => {
  const staff = await staffClient(baseURL)
  const team = `team-${testInfo.project.name}@example.test`
  const visitor = `visitor-${testInfo.project.name}-${Date.now()}@example.com`
  await staff.collection('site_settings').update(records.siteSettingsId, { notification_email: team, notifications_enabled: true })

  await page.goto('/')
  await page.getByRole('button', { name: '免费咨询' }).click()
  const dialog = page.getByRole('dialog', { name: '免费咨询' })
  await dialog.getByLabel('姓名').fill('王五')
  await dialog.getByLabel('邮箱').fill(visitor)
  await dialog.getByLabel('手机号码').fill('13912345678')
  await dialog.getByLabel('公司名称').fill('星河制造')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '提交' }).click()
  await expect(dialog.getByText(`我们已收到您的信息，将在${replyWithinHours}小时内与您联系。`)).toBeVisible()
  await reviewShot(page, `lead-success-${testInfo.project.name}`)

  const lead = await staff.collection('form_submissions').getFirstListItem(staff.filter('email = {:visitor}', { visitor }))
  expect(lead).toMatchObject({ form_type: 'consultation', name: '王五', phone: '13912345678', company: '星河制造', status: 'pending' })

  // Staff may run the delivery the cron job runs every minute.
  await staff.send('/api/outbox/deliver', { method: 'POST' })
  const queued = await staff.collection('mail_outbox').getFullList({ filter: staff.filter('submission = {:id}', { id: lead.id }) })
  expect(queued.map((mail) => [mail.kind, mail.status]).sort()).toEqual([
    ['auto_reply', 'sent'],
    ['team_notification', 'sent'],
  ])

  const caught = readMails(process.env.E2E_MAIL_DIR!)
  const toTeam = caught.filter((mail) => mail.to.includes(team) && decodeSubject(mail.raw).includes('王五'))
  const toVisitor = caught.filter((mail) => mail.to.includes(visitor))
  expect(toTeam.map((mail) => decodeSubject(mail.raw))).toEqual([`【新线索】${enums.formTypes.consultation} - 王五`])
  expect(toVisitor).toHaveLength(1)
  expect(decodeSubject(toVisitor[0]!.raw)).toContain(`感谢您通过“${enums.formTypes.consultation}”与我们联系`)
  expect(consoleProblems).toEqual([])
})
