// A slide's 背景 goes into the served first slide's style attribute: only the site's gradients (or
// none) are stored, and slides stored earlier with anything else are reset by a migration.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedMessages from '../../pb_hooks/lib/shared/messages.json'
import slideFacts from '../../pb_hooks/lib/shared/slides.json'
import { rerunMigration, runSqlMigration } from '../support/sql-migration'
import { staffSession, startTestServer, type TestServer } from '../support/test-server'

const BANNER = '#b91c1c url("data:image/svg+xml,<svg xmlns=\'http://www.w3.org/2000/svg\'/>");min-height:900px'
const stats = [{ label: '服务企业', value: '1000+' }]

let server: TestServer
let staff: PocketBase
let su: PocketBase

beforeAll(async () => {
  server = await startTestServer()
  staff = await staffSession(server)
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
})
afterAll(() => server?.stop())

const slide = (background: string) => ({ title: '背景测试', page_id: 'about', order_index: 50, active: false, stats, background })
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; response: { data: unknown } }) => ({ status: error.status, data: error.response.data }),
  )

describe('slide backgrounds', () => {
  const refused = { status: 400, data: { background: { code: 'validation_invalid_background', message: sharedMessages.carousels.backgroundInvalid } } }

  it.each([BANNER, '#b91c1c', 'red', `${slideFacts.gradients[0]};min-height:900px`])('refuses %j on create and update, for staff and operators alike', async (background) => {
    for (const pb of [staff, su]) expect(await refusalOf(pb.collection('carousels').create(slide(background)))).toEqual(refused)
    const stored = await staff.collection('carousels').create(slide(''))
    expect(await refusalOf(staff.collection('carousels').update(stored.id, { background }))).toEqual(refused)
    expect((await staff.collection('carousels').getOne(stored.id)).background).toBe('')
  })

  it('stores none or one of the site’s gradients', async () => {
    for (const background of ['', ...slideFacts.gradients]) {
      expect((await staff.collection('carousels').create(slide(background))).background).toBe(background)
    }
  })

  it('resets a background stored before the rule to none, and keeps the known ones', async () => {
    await runSqlMigration(
      server,
      `const c = app.findCollectionByNameOrId('carousels')
       ;[['旧横幅', ${JSON.stringify(BANNER)}], ['旧渐变', ${JSON.stringify(slideFacts.gradients[1])}]].forEach(([title, background]) => {
         const r = new Record(c)
         r.set('title', title); r.set('page_id', 'about'); r.set('order_index', 60); r.set('active', false); r.set('stats', ${JSON.stringify(stats)}); r.set('background', background)
         app.saveNoValidate(r)
       })`,
    )
    await rerunMigration(server, '1732000012_reset_unknown_slide_backgrounds.js')
    const backgroundOf = async (title: string) => (await su.collection('carousels').getFirstListItem(`title = "${title}"`)).background
    expect(await backgroundOf('旧横幅')).toBe('')
    expect(await backgroundOf('旧渐变')).toBe(slideFacts.gradients[1])
  })
})
