// The carousel page 课程中心 (`courses`) is gone: a fresh database does not offer it, and an install
// that still has slides on it gets them moved to 产品服务, switched off, after that page's slides.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enums from '../../pb_hooks/lib/shared/enums.json'
import { rerunMigration, runSqlMigration } from '../support/sql-migration'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let su: PocketBase
const stats = [{ label: '服务企业', value: '1000+' }]

beforeAll(async () => {
  server = await startTestServer()
  su = new PocketBase(server.url)
  await su.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
})
afterAll(() => server?.stop())

async function pageOptions(): Promise<string[]> {
  const collection = await su.collections.getOne('carousels')
  const field = collection.fields.find((item) => item.name === 'page_id')
  return (field?.values ?? []) as string[]
}

describe('retired carousel pages', () => {
  it('offers the four pages that show slides, and refuses 课程中心', async () => {
    expect(await pageOptions()).toEqual(['home', 'products', 'guanghe', 'about'])
    expect(Object.keys(enums.carouselPages)).toEqual(await pageOptions())
    const refused = await su
      .collection('carousels')
      .create({ title: '课程中心轮播', page_id: 'courses', order_index: 1, active: true, stats })
      .catch((error: { status: number; response: { data: Record<string, unknown> } }) => error)
    expect(refused).toMatchObject({ status: 400 })
    expect(Object.keys((refused as { response: { data: Record<string, unknown> } }).response.data)).toEqual(['page_id'])
  })

  it('moves an old install\'s 课程中心 slides to 产品服务, switched off and last, then drops the option', async () => {
    const kept = await su.collection('carousels').create({ title: '产品页', page_id: 'products', order_index: 3, active: true, stats })
    // The state before the migration: the option still there, two slides on it (written with SQL).
    await runSqlMigration(
      server,
      `const c = app.findCollectionByNameOrId('carousels')
       c.fields.getByName('page_id').values = ['home', 'products', 'guanghe', 'about', 'courses']
       app.save(c)
       ;[['旧课程中心一', 2], ['旧课程中心二', 1]].forEach(([title, order]) => {
         const r = new Record(c)
         r.set('title', title); r.set('page_id', 'courses'); r.set('order_index', order); r.set('active', true); r.set('stats', ${JSON.stringify(stats)})
         app.save(r)
       })`,
    )

    await rerunMigration(server, '1732000011_retire_courses_carousel.js')
    // The running server caches collections, so the page options are checked in the database by a
    // migration process (a throw fails runSqlMigration).
    await runSqlMigration(
      server,
      `const values = app.findCollectionByNameOrId('carousels').fields.getByName('page_id').values
       if (JSON.stringify(values) !== '["home","products","guanghe","about"]') throw new Error('page options: ' + JSON.stringify(values))`,
    )

    const products = await su.collection('carousels').getFullList({ filter: 'page_id = "products"', sort: 'order_index' })
    expect(products.map((slide) => [slide.title, slide.order_index, slide.active])).toEqual([
      ['产品页', 3, true],
      ['旧课程中心二', 4, false],
      ['旧课程中心一', 5, false],
    ])
    expect(products[0]?.id).toBe(kept.id)
    expect(await su.collection('carousels').getList(1, 1, { filter: 'page_id = "courses"' })).toMatchObject({ totalItems: 0 })
  })
})
