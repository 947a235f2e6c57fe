#!/usr/bin/env node
// Rebuilds tests/support/fixtures/oldest-install/data.db.gz: the database of an install made at the
// project's first commit with migrations (c3875fc), with a little data in it, for
// tests/api/migrations.test.ts to upgrade with today's migrations. It runs that commit's own
// migrations and hooks (checked out from git history into a temporary folder) with the pinned
// PocketBase, then adds records the later migrations must carry over (a slide on the carousel
// page 课程中心 that 1732000011 retires, a lead with its mail, an article, a partner, settings).
//
//   node scripts/migration-fixture.mjs
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ensurePocketBase, root, runPocketBase } from './lib/pocketbase.mjs'

export const OLDEST_INSTALL_COMMIT = 'c3875fc'
export const fixtureFile = join(root, 'tests', 'support', 'fixtures', 'oldest-install', 'data.db.gz')

/** Records written into the old install, as its own code would have stored them. */
const DATA_MIGRATION = `migrate((app) => {
  const save = (collection, fields, id) => {
    const record = new Record(app.findCollectionByNameOrId(collection))
    if (id) record.set('id', id)
    record.load(fields)
    app.saveNoValidate(record)
    return record
  }
  save('carousels', { title: '旧课程中心幻灯片', page_id: 'courses', order_index: 1, active: true, stats: [{ label: '服务企业', value: '1000+' }] }, 'oldcoursesslide')
  save('carousels', { title: '产品页幻灯片', page_id: 'products', order_index: 1, active: true, stats: [{ label: '成功案例', value: '500+' }] }, 'oldproductslide')
  const lead = save('form_submissions', { form_type: 'consultation', name: '老用户', email: 'old@example.com', phone: '13800138000', status: 'pending', consent: true }, 'oldleadrecord01')
  save('mail_outbox', { kind: 'auto_reply', recipient: 'old@example.com', subject: '感谢您的咨询', html: '<p>您好</p>', text: '您好', status: 'sent', attempts: 1, submission: lead.id }, 'oldmailrecord01')
  save('news', { title: '旧新闻', summary: '摘要', content: '<p>正文</p>', category: 'announcement', published: true }, 'oldnewsrecord01')
  save('isv_partners', { name: '旧伙伴', field: '制造', description: '说明', order_index: 1, active: true }, 'oldpartnerrec01')
  const settings = app.findRecordById('site_settings', 'sitesettings000')
  settings.set('contact_address', '北京市海淀区')
  app.saveNoValidate(settings)
})
`

/** Makes `dataDir` the database of an install made at OLDEST_INSTALL_COMMIT, with the records above. */
export async function buildOldestInstall(dataDir) {
  const { bin } = await ensurePocketBase()
  const checkout = mkdtempSync(join(tmpdir(), 'pb-oldest-src-'))
  const extra = mkdtempSync(join(tmpdir(), 'pb-oldest-data-'))
  try {
    execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', checkout, OLDEST_INSTALL_COMMIT], { stdio: 'ignore' })
    const folders = { dataDir, publicDir: extra, hooksDir: join(checkout, 'pb_hooks'), migrationsDir: join(checkout, 'pb_migrations') }
    runPocketBase(bin, ['migrate', 'up'], folders)
    writeFileSync(join(extra, '1899999999_old_install_data.js'), DATA_MIGRATION)
    runPocketBase(bin, ['migrate', 'up'], { ...folders, migrationsDir: extra })
  } finally {
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', checkout], { stdio: 'ignore' })
    rmSync(extra, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pb-oldest-'))
  await buildOldestInstall(dataDir)
  mkdirSync(join(fixtureFile, '..'), { recursive: true })
  writeFileSync(fixtureFile, gzipSync(readFileSync(join(dataDir, 'data.db')), { level: 9 }))
  rmSync(dataDir, { recursive: true, force: true })
  console.log(`wrote ${fixtureFile}`)
}
