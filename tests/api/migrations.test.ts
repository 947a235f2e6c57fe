// Migrations are frozen: each one describes the change it made on its day, so an install made at the
// first commit (tests/support/fixtures/oldest-install, rebuilt by scripts/migration-fixture.mjs) and
// upgraded with today's migrations ends with exactly the schema and settings of a fresh install, and
// keeps its data. (That no migration reads a file that changes later is a lint rule.)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import textSeed from '../../pb_hooks/lib/shared/content-text-seed.json'
import { ensurePocketBase, freePort, prepareDataDir, servePocketBase, throwawaySuperuser as superuser } from '../../scripts/lib/pocketbase.mjs'
import { fixtureFile } from '../../scripts/migration-fixture.mjs'
import { fixtureSiteDir } from '../support/test-server'


interface Install {
  pb: PocketBase
  /** Stops the server and serves the same data dir again (a new start: the content seed runs again); `whileStopped` gets the data dir in between. */
  restart: (whileStopped?: (dataDir: string) => void) => Promise<void>
  stop: () => Promise<void>
}

/** Migrates `dataDir` with today's migrations and serves it, signed in as a superuser. */
async function migrateAndServe(dataDir: string): Promise<Install> {
  const { bin } = await ensurePocketBase()
  const folders = { dataDir, publicDir: fixtureSiteDir }
  prepareDataDir(bin, folders)
  const http = `127.0.0.1:${await freePort()}`
  let server = await servePocketBase(bin, { ...folders, http })
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password)
  return {
    pb,
    restart: async (whileStopped) => {
      await server.stop()
      whileStopped?.(dataDir)
      server = await servePocketBase(bin, { ...folders, http })
    },
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The records of 课程管理 and 页面管理 without what differs per install (ids, times, file names). */
async function contentOf(pb: PocketBase) {
  const values = (records: Record<string, unknown>[]) =>
    records.map(({ id: _id, created: _created, updated: _updated, collectionId: _collectionId, ...fields }) => fields)
  return {
    courses: values(await pb.collection('courses').getFullList({ sort: 'slug' })),
    pages: values(await pb.collection('pages').getFullList({ sort: 'path' })),
  }
}

/** Every collection with its fields (all options), rules, indexes and auth options, by name. */
async function schemaOf(pb: PocketBase) {
  const collections = await pb.collections.getFullList({ sort: 'name' })
  // A view's fields get random ids (`_clone_…`) each time PocketBase reads its query: compared without them.
  const viewFields = (fields: Array<{ id: string }>) => fields.map((field) => ({ ...field, id: field.id.startsWith('_clone_') ? '_clone_' : field.id }))
  return collections.map(({ created: _created, updated: _updated, ...collection }) => (collection.type === 'view' ? { ...collection, fields: viewFields(collection.fields) } : collection))
}

/** The app settings the migrations set. */
async function settingsOf(pb: PocketBase) {
  const settings = (await pb.settings.getAll()) as Record<string, Record<string, unknown>>
  const { appName, senderName, senderAddress } = settings.meta as Record<string, unknown>
  return { meta: { appName, senderName, senderAddress }, batch: settings.batch, rateLimits: settings.rateLimits, trustedProxy: settings.trustedProxy }
}

let fresh: Install
let upgraded: Install

beforeAll(async () => {
  const oldDir = mkdtempSync(join(tmpdir(), 'pb-upgraded-'))
  writeFileSync(join(oldDir, 'data.db'), gunzipSync(readFileSync(fixtureFile)))
  // The old install's lead at each of the spec's three statuses (the fixture has one, pending).
  const copies = [
    ['oldleadcontact1', 'contacted'],
    ['oldleadcomplete', 'completed'],
  ].map(
    ([id, status]) =>
      `CREATE TEMP TABLE copy AS SELECT * FROM form_submissions WHERE id = 'oldleadrecord01'; UPDATE copy SET id = '${id}', status = '${status}'; INSERT INTO form_submissions SELECT * FROM copy; DROP TABLE copy;`,
  )
  execFileSync('sqlite3', [join(oldDir, 'data.db'), copies.join(' ')])
  ;[fresh, upgraded] = await Promise.all([migrateAndServe(mkdtempSync(join(tmpdir(), 'pb-fresh-'))), migrateAndServe(oldDir)])
}, 120_000)

afterAll(async () => {
  await Promise.all([fresh?.stop(), upgraded?.stop()])
})

describe('an install from the first commit, upgraded', () => {
  it('has exactly the collections, fields, rules and indexes of a fresh install', async () => {
    expect(await schemaOf(upgraded.pb)).toEqual(await schemaOf(fresh.pb))
  })

  it('has the app settings of a fresh install', async () => {
    expect(await settingsOf(upgraded.pb)).toEqual(await settingsOf(fresh.pb))
  })

  it('keeps its records, moving the retired 课程中心 slide to 产品服务, switched off', async () => {
    const slides = await upgraded.pb.collection('carousels').getFullList({ sort: 'order_index' })
    expect(slides.map((slide) => [slide.title, slide.page_id, slide.order_index, slide.active])).toEqual([
      ['产品页幻灯片', 'products', 1, true],
      ['旧课程中心幻灯片', 'products', 2, false],
    ])
    expect((await upgraded.pb.collection('form_submissions').getOne('oldleadrecord01')).email).toBe('old@example.com')
    // Its leads keep the spec's three statuses, now stages of the pipeline: 已完成 is the won deal (no value recorded).
    const leads = await upgraded.pb.collection('form_submissions').getFullList({ sort: 'id' })
    expect(leads.map((lead) => [lead.status, lead.expected_value, lead.lost_reason])).toEqual([
      ['completed', 0, ''],
      ['contacted', 0, ''],
      ['pending', 0, ''],
    ])
    const reasons = async (pb: PocketBase) => (await pb.collection('lost_reasons').getFullList({ sort: 'sort_order' })).map((reason) => [reason.name, reason.active])
    expect(await reasons(upgraded.pb)).toEqual(await reasons(fresh.pb))
    expect((await upgraded.pb.collection('mail_outbox').getOne('oldmailrecord01')).status).toBe('sent')
    expect((await upgraded.pb.collection('news').getOne('oldnewsrecord01')).category).toBe('announcement')
    // The address staff had typed stays; the placeholders of that day are emptied (1732000010).
    expect(await upgraded.pb.collection('site_settings').getOne('sitesettings000')).toMatchObject({
      contact_address: '北京市海淀区',
      contact_phone: '',
      contact_email: '',
      working_hours: '',
    })
  })

  it('gets the courses and pages of a fresh install, from the build’s content, each with its first revision', async () => {
    const content = await contentOf(upgraded.pb)
    expect(content).toEqual(await contentOf(fresh.pb))
    expect(content.courses.map((course) => course.slug)).toEqual(['ecosystem', 'marketing', 'practical', 'strategy'])
    const revisions = await upgraded.pb.collection('content_revisions').getFullList({ filter: 'version = 1 && action = "seeded"' })
    expect(revisions).toHaveLength(content.courses.length + content.pages.length)
  })

  it('keeps a published edit when it starts again (the content is seeded only where a record or a text is missing)', async () => {
    const practical = await upgraded.pb.collection('courses').getFirstListItem('slug = "practical"')
    const about = await upgraded.pb.collection('pages').getFirstListItem('path = "/about"')
    await upgraded.pb.collection('courses').update(practical.id, { price: 61800 })
    await upgraded.pb.collection('pages').update(about.id, { title: '认识我们', texts: { intro_title: '我们是谁' } })
    await upgraded.pb.collection('pages').delete((await upgraded.pb.collection('pages').getFirstListItem('path = "/contact"')).id)
    // As an install made before a build added a text (the carousel heading): its records lack it.
    const withoutHeading = `UPDATE pages SET texts = json_remove(texts, '$.carousel_title') WHERE path IN ('/about', '/products');
      SELECT count(*) FROM pages WHERE path IN ('/about', '/products') AND json_type(texts, '$.carousel_title') IS NULL;`
    let lacking = ''
    await upgraded.restart((dataDir) => (lacking = execFileSync('sqlite3', [join(dataDir, 'data.db'), withoutHeading], { encoding: 'utf8' }).trim()))
    expect(lacking).toBe('2')
    expect((await upgraded.pb.collection('courses').getOne(practical.id)).price).toBe(61800)
    expect((await upgraded.pb.collection('pages').getOne(about.id)).title).toBe('认识我们')
    expect((await upgraded.pb.collection('pages').getOne(about.id)).texts).toEqual({ ...textSeed.pages['/about'], intro_title: '我们是谁' })
    expect((await upgraded.pb.collection('pages').getFirstListItem('path = "/products"')).texts).toEqual(textSeed.pages['/products'])
    expect(await upgraded.pb.collection('courses').getFullList()).toHaveLength(4)
    // A missing one is made again from the build's content.
    expect((await upgraded.pb.collection('pages').getFirstListItem('path = "/contact"')).title).toBe('联系我们')
  })
})
