// Console commands `pocketbase staff` and `pocketbase seed-demo`, run by the real binary against an isolated server's data.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeDemoContent } from '../../scripts/demo/content.mjs'
import { encodePng } from '../../scripts/demo/png.mjs'
import { ensurePocketBase, baseArgs, runPocketBase } from '../../scripts/lib/pocketbase.mjs'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'

let bin: string
let server: TestServer
let superuser: PocketBase
const tempDirs: string[] = []

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

/** Runs a console command on `dataDir` and returns its exit code and output, without throwing. */
function pocketbase(args: string[], dataDir = server.dataDir) {
  const result = spawnSync(
    bin,
    [...args, ...baseArgs({ dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'],
    { encoding: 'utf8' },
  )
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() }
}

async function canLogIn(identity: string, password: string) {
  const pb = new PocketBase(server.url)
  try {
    await pb.collection('staff').authWithPassword(identity, password)
    return true
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 400) return false
    throw error
  }
}

async function staffByUsername(username: string) {
  return superuser.collection('staff').getFirstListItem(superuser.filter('username = {:username}', { username }))
}

beforeAll(async () => {
  bin = (await ensurePocketBase()).bin
  server = await startTestServer()
  superuser = new PocketBase(server.url)
  superuser.autoCancellation(false)
  await superuser.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
})

afterAll(async () => {
  await server?.stop()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

describe('pocketbase staff', () => {
  it('creates a verified account with a default email and prints 已创建员工账号', async () => {
    const result = pocketbase(['staff', 'alice', 'first-pass-123'])
    expect(result).toMatchObject({ status: 0, stdout: '已创建员工账号 alice\n' })
    const alice = await staffByUsername('alice')
    expect(alice.email).toBe('alice@staff.local')
    expect(alice.verified).toBe(true)
    expect(await canLogIn('alice', 'first-pass-123')).toBe(true)
  })

  it('resets the password of an existing account and prints 已重置员工账号', async () => {
    const result = pocketbase(['staff', 'alice', 'second-pass-456'])
    expect(result).toMatchObject({ status: 0, stdout: '已重置员工账号 alice 的密码\n' })
    expect(await canLogIn('alice', 'second-pass-456')).toBe(true)
    expect(await canLogIn('alice', 'first-pass-123')).toBe(false)
  })

  it('finds the account whatever the case of the username', () => {
    expect(pocketbase(['staff', 'ALICE', 'third-pass-789'])).toMatchObject({ status: 0, stdout: '已重置员工账号 alice 的密码\n' })
  })

  it('uses an email given as the third argument', async () => {
    expect(pocketbase(['staff', 'bob', 'bob-pass-1234', 'bob@example.test'])).toMatchObject({ status: 0 })
    expect((await staffByUsername('bob')).email).toBe('bob@example.test')
    expect(await canLogIn('bob@example.test', 'bob-pass-1234')).toBe(true)
  })

  it.each([
    [['staff', 'carol', 'short'], '密码至少需要 8 个字符'],
    [['staff', 'carol'], '用法: pocketbase staff <用户名> <密码> [邮箱]'],
    [['staff', 'carol', 'carol-pass-1234', 'not-an-email'], '邮箱格式不正确'],
    [['staff', 'ca', 'carol-pass-1234'], '用户名至少需要 3 个字符'],
  ])('refuses %j with exit code 1 and a Chinese message', (args, message) => {
    const result = pocketbase(args)
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
  })

  it('creates nothing when refused', async () => {
    const found = await superuser.collection('staff').getList(1, 1, { filter: 'username = "carol" || username = "ca"' })
    expect(found.totalItems).toBe(0)
  })
})

describe('pocketbase seed-demo', () => {
  const png = (r: number, g: number, b: number) => encodePng(4, 4, () => [r, g, b])

  function writeContent() {
    const dir = tempDir('seed-demo-')
    writeFileSync(join(dir, 'slide.png'), png(10, 60, 140))
    writeFileSync(join(dir, 'logo-a.png'), png(200, 40, 40))
    writeFileSync(join(dir, 'logo-b.png'), png(40, 200, 40))
    writeFileSync(join(dir, 'news.png'), png(40, 40, 200))
    const content = {
      carousels: [
        { page_id: 'home', title: '测试轮播', image: 'slide.png', order_index: 1, active: true, stats: [{ label: '学员', value: '100+' }] },
      ],
      isv_partners: [
        { name: '测试伙伴甲', field: '智能制造', description: '甲的介绍', logo: 'logo-a.png', order_index: 1, active: true, achievements: ['成就一'], tags: ['标签'] },
        { name: '测试伙伴乙', field: '金融科技', description: '乙的介绍', logo: 'logo-b.png', order_index: 2, active: true, achievements: [], tags: [] },
      ],
      news: [
        { title: '测试新闻', summary: '摘要', content: '<p>正文</p>', category: 'news', published: true, image: 'news.png', tags: ['动态'] },
      ],
    }
    writeFileSync(join(dir, 'content.json'), JSON.stringify(content))
    return dir
  }

  const totals = async () => ({
    carousels: (await superuser.collection('carousels').getList(1, 1)).totalItems,
    isv_partners: (await superuser.collection('isv_partners').getList(1, 1)).totalItems,
    news: (await superuser.collection('news').getList(1, 1)).totalItems,
  })

  it('skips when any of the three collections already has content', async () => {
    const existing = await superuser.collection('news').create({
      title: '已有新闻',
      summary: '摘要',
      content: '<p>正文</p>',
      category: 'news',
      published: false,
    })
    try {
      expect(pocketbase(['seed-demo', writeContent()])).toMatchObject({ status: 0, stdout: '已有内容，跳过演示数据导入\n' })
      expect(await totals()).toEqual({ carousels: 0, isv_partners: 0, news: 1 })
    } finally {
      await superuser.collection('news').delete(existing.id)
    }
  })

  it('imports content.json with its images into an empty database and prints a summary', async () => {
    const result = pocketbase(['seed-demo', writeContent()])
    expect(result).toMatchObject({ status: 0, stdout: '已导入演示内容：轮播图 1 条，合作伙伴 2 家，新闻 1 篇\n' })
    expect(await totals()).toEqual({ carousels: 1, isv_partners: 2, news: 1 })

    const partner = await superuser.collection('isv_partners').getFirstListItem('name = "测试伙伴甲"')
    expect(partner.achievements).toEqual(['成就一'])
    expect(partner.logo).toMatch(/^logo_a_\w+\.png$/)
    const logo = await fetch(superuser.files.getURL(partner, partner.logo))
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')

    const slide = await superuser.collection('carousels').getFirstListItem('title = "测试轮播"')
    expect(slide.image).toMatch(/\.png$/)
    expect(slide.stats).toEqual([{ label: '学员', value: '100+' }])
  })

  it('skips a second run', async () => {
    expect(pocketbase(['seed-demo', writeContent()])).toMatchObject({ status: 0, stdout: '已有内容，跳过演示数据导入\n' })
    expect(await totals()).toEqual({ carousels: 1, isv_partners: 2, news: 1 })
  })

  it('refuses a directory without content.json with exit code 1', () => {
    const dataDir = tempDir('seed-empty-db-')
    runPocketBase(bin, ['migrate', 'up'], { dataDir, publicDir: fixtureSiteDir })
    const dir = tempDir('seed-no-content-')
    const result = pocketbase(['seed-demo', dir], dataDir)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`无法读取演示内容文件 ${join(dir, 'content.json')}`)
  })

  it('imports the project’s own demo content into a fresh database', () => {
    const dataDir = tempDir('seed-demo-db-')
    runPocketBase(bin, ['migrate', 'up'], { dataDir, publicDir: fixtureSiteDir })
    const file = writeDemoContent(tempDir('seed-demo-content-'))
    const content = JSON.parse(readFileSync(file, 'utf8'))
    const result = pocketbase(['seed-demo', dirname(file)], dataDir)
    expect(result).toMatchObject({
      status: 0,
      stdout: `已导入演示内容：轮播图 ${content.carousels.length} 条，合作伙伴 ${content.isv_partners.length} 家，新闻 ${content.news.length} 篇\n`,
    })
  })
})
