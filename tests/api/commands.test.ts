// Console commands `pocketbase staff` (and `npm run staff`) and `pocketbase seed-demo`, run for real against an isolated server's data.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharedRecords from '../../pb_hooks/lib/shared/records.json'
import { demoSiteSettings, writeDemoContent } from '../../scripts/demo/content.mjs'
import { encodePng } from '../../scripts/demo/png.mjs'
import { ensurePocketBase, baseArgs, root, runPocketBase } from '../../scripts/lib/pocketbase.mjs'
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
function pocketbase(args: string[], { dataDir = server.dataDir, password }: { dataDir?: string; password?: string } = {}) {
  const result = spawnSync(
    bin,
    [...args, ...baseArgs({ dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'],
    { encoding: 'utf8', env: withPassword(password) },
  )
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() }
}

/** The environment a command runs in: ours, with STAFF_PASSWORD set only when given. */
function withPassword(password?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.STAFF_PASSWORD
  if (password !== undefined) env.STAFF_PASSWORD = password
  return env
}

/** `npm run staff -- <args>` on the test server's data dir. */
function npmRunStaff(args: string[], password?: string) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'staff.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...withPassword(password), PB_DATA: server.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() }
}

/** util-linux `script` gives a command a terminal; without it the prompt tests are skipped. */
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0

/**
 * `npm run staff -- <args>` at a terminal (through `script`), typing each answer once its prompt
 * (a line ending in ：) shows. Returns the exit code and everything the terminal showed.
 */
function npmRunStaffAtTerminal(args: string[], answers: string[]) {
  const command = [process.execPath, join(root, 'scripts', 'staff.mjs'), ...args].join(' ')
  const child = spawn('script', ['-qec', command, '/dev/null'], { env: { ...withPassword(), PB_DATA: server.dataDir } })
  let screen = ''
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8')
    if (answers.length > 0 && screen.endsWith('：')) child.stdin.write(`${answers.shift()}\r`)
  })
  return new Promise<{ status: number | null; screen: string }>((resolve) => child.on('exit', (status) => resolve({ status, screen })))
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

const WEAK = '密码至少10个字符，且须同时包含字母和数字'

describe('pocketbase staff', () => {
  it('creates a verified account with a default email from STAFF_PASSWORD and prints 已创建员工账号', async () => {
    const result = pocketbase(['staff', 'alice'], { password: 'first-pass-123' })
    expect(result).toMatchObject({ status: 0, stdout: '已创建员工账号 alice\n' })
    const alice = await staffByUsername('alice')
    expect(alice.email).toBe('alice@staff.local')
    expect(alice.verified).toBe(true)
    // An operator's account is an admin unless a role is given (npm run staff -- … --role).
    expect(alice.role).toBe('admin')
    expect(await canLogIn('alice', 'first-pass-123')).toBe(true)
  })

  it('resets the password of an existing account and prints 已重置员工账号', async () => {
    const result = pocketbase(['staff', 'alice'], { password: 'second-pass-456' })
    expect(result).toMatchObject({ status: 0, stdout: '已重置员工账号 alice 的密码\n' })
    expect(await canLogIn('alice', 'second-pass-456')).toBe(true)
    expect(await canLogIn('alice', 'first-pass-123')).toBe(false)
  })

  it('finds the account whatever the case of the username', () => {
    expect(pocketbase(['staff', 'ALICE'], { password: 'third-pass-789' })).toMatchObject({ status: 0, stdout: '已重置员工账号 alice 的密码\n' })
  })

  it('uses an email given as the second argument', async () => {
    expect(pocketbase(['staff', 'bob', 'bob@example.test'], { password: 'bob-pass-1234' })).toMatchObject({ status: 0 })
    expect((await staffByUsername('bob')).email).toBe('bob@example.test')
    expect(await canLogIn('bob@example.test', 'bob-pass-1234')).toBe(true)
  })

  it.each([
    ['nine char', 'abcd12345', WEAK],
    ['letters only', 'abcdefghijkl', WEAK],
    ['digits only', '12345678901', WEAK],
    ['letters and symbols only', 'correct-horse-battery', WEAK],
    ['no', undefined, '请通过环境变量 STAFF_PASSWORD 提供密码'],
  ])('refuses a %s password with exit code 1 and a Chinese message', (_kind, password, message) => {
    const result = pocketbase(['staff', 'carol'], { password })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
  })

  it.each([
    [['staff', 'carol', 'carol-pass-1234'], '密码不能写在命令行中，请通过环境变量 STAFF_PASSWORD 提供'],
    [['staff', 'carol', 'carol-pass-1234', 'carol@example.test'], '密码不能写在命令行中，请通过环境变量 STAFF_PASSWORD 提供'],
    [['staff', 'carol', 'carol@example.test', 'carol-pass-1234'], '密码不能写在命令行中，请通过环境变量 STAFF_PASSWORD 提供'],
    [['staff'], '用法: STAFF_PASSWORD=<密码> pocketbase staff <用户名> [邮箱]'],
    [['staff', 'carol', 'not@an-email'], '邮箱格式不正确'],
    [['staff', 'ca'], '用户名至少需要 3 个字符'],
  ])('refuses %j with exit code 1 and a Chinese message', (args, message) => {
    const result = pocketbase(args, { password: 'carol-pass-1234' })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain(message)
  })

  it('creates nothing when refused', async () => {
    const found = await superuser.collection('staff').getList(1, 1, { filter: 'username = "carol" || username = "ca"' })
    expect(found.totalItems).toBe(0)
  })
})

describe('npm run staff', () => {
  it('creates an account with the password from STAFF_PASSWORD', async () => {
    const result = npmRunStaff(['dave', 'dave@example.test'], 'dave-pass-1234')
    expect(result).toMatchObject({ status: 0, stdout: '已创建员工账号 dave\n' })
    expect(await canLogIn('dave', 'dave-pass-1234')).toBe(true)
  })

  it('refuses a password on the command line and says how to give it', async () => {
    const result = npmRunStaff(['erin', 'erin-pass-1234'], 'erin-pass-5678')
    expect(result.status).toBe(1)
    expect(result.stderr).toBe('密码不能写在命令行中：运行 npm run staff -- <用户名> [邮箱] 后按提示输入，或通过环境变量 STAFF_PASSWORD 提供')
    await expect(staffByUsername('erin')).rejects.toMatchObject({ status: 404 })
  })

  it('gives a new or existing account the role of --role, and refuses an unknown role', async () => {
    expect(npmRunStaff(['henry', '--role', 'sales'], 'henry-pass-1234')).toMatchObject({ status: 0, stdout: '已创建员工账号 henry，角色：销售\n' })
    expect((await staffByUsername('henry')).role).toBe('sales')
    expect(npmRunStaff(['henry', '--role=editor'], 'henry-pass-5678')).toMatchObject({ status: 0, stdout: '已重置员工账号 henry 的密码，角色：内容编辑\n' })
    expect((await staffByUsername('henry')).role).toBe('editor')
    expect(await canLogIn('henry', 'henry-pass-5678')).toBe(true)
    expect(npmRunStaff(['henry', '--role', 'boss'], 'henry-pass-9999')).toMatchObject({
      status: 1,
      stderr: '角色必须是 admin（管理员）、sales（销售）、editor（内容编辑） 之一',
    })
  })

  it('refuses a weak STAFF_PASSWORD', () => {
    expect(npmRunStaff(['erin'], 'erin-pass')).toMatchObject({ status: 1, stderr: WEAK })
  })

  it('asks for the password only on a terminal', () => {
    expect(npmRunStaff(['erin'])).toMatchObject({
      status: 1,
      stderr: '无法提示输入密码（不是交互式终端）：请通过环境变量 STAFF_PASSWORD 提供',
    })
  })

  it('shows the command’s own refusal without PocketBase’s log prefix', () => {
    expect(npmRunStaff(['ca'], 'carol-pass-1234')).toMatchObject({ status: 1, stderr: '用户名至少需要 3 个字符' })
  })

  it.skipIf(!hasScript)('asks twice at a terminal without showing what is typed', async () => {
    const { status, screen } = await npmRunStaffAtTerminal(['frank'], ['frank-pass-1234', 'frank-pass-1234'])
    expect(status).toBe(0)
    expect(screen).toBe('新密码：\r\n再次输入新密码：\r\n已创建员工账号 frank\r\n')
    expect(await canLogIn('frank', 'frank-pass-1234')).toBe(true)
  })

  it.skipIf(!hasScript)('refuses a weak password at the first prompt and two different ones', async () => {
    expect(await npmRunStaffAtTerminal(['grace'], ['grace-pass'])).toEqual({
      status: 1,
      screen: '新密码：\r\n密码至少10个字符，且须同时包含字母和数字\r\n',
    })
    expect(await npmRunStaffAtTerminal(['grace'], ['grace-pass-1234', 'grace-pass-5678'])).toEqual({
      status: 1,
      screen: '新密码：\r\n再次输入新密码：\r\n两次输入的密码不一致\r\n',
    })
    await expect(staffByUsername('grace')).rejects.toMatchObject({ status: 404 })
  })

  it('prints its usage without a username', () => {
    expect(npmRunStaff([], 'erin-pass-1234')).toMatchObject({
      status: 1,
      stderr: '用法: npm run staff -- <用户名> [邮箱] [--role admin|sales|editor]（密码按提示输入两次，或通过环境变量 STAFF_PASSWORD 提供）',
    })
  })
})

describe('pocketbase seed-demo', () => {
  const png = (r: number, g: number, b: number) => encodePng(4, 4, () => [r, g, b])
  const demoContact = { contact_phone: '021-0000-0000', contact_email: 'demo@example.test', contact_address: '演示市演示区', working_hours: '周一至周五 9:00-18:00' }
  const contactFields = Object.keys(demoContact)
  const contactOf = async () => {
    const settings = await superuser.collection('site_settings').getOne(sharedRecords.siteSettingsId)
    return Object.fromEntries(contactFields.map((name) => [name, settings[name]]))
  }

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
      site_settings: demoContact,
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
      expect(await contactOf()).toEqual({ contact_phone: '', contact_email: '', contact_address: '', working_hours: '' })
    } finally {
      await superuser.collection('news').delete(existing.id)
    }
  })

  it('imports content.json with its images into an empty database and prints a summary', async () => {
    // A fresh install has no contact data; staff have typed an address before the seed runs.
    expect(await contactOf()).toEqual({ contact_phone: '', contact_email: '', contact_address: '', working_hours: '' })
    await superuser.collection('site_settings').update(sharedRecords.siteSettingsId, { contact_address: '杭州市西湖区文三路 1 号' })
    const result = pocketbase(['seed-demo', writeContent()])
    expect(result).toMatchObject({
      status: 0,
      stdout: '已导入演示内容：轮播图 1 条，合作伙伴 2 家，新闻 1 篇；联系电话、联系邮箱、工作时间为演示数据，请在 管理后台 → 系统设置 → 基本设置 中改为贵公司的信息\n',
    })
    expect(await totals()).toEqual({ carousels: 1, isv_partners: 2, news: 1 })
    // The empty contact lines get the demo values; what staff typed stays.
    expect(await contactOf()).toEqual({ ...demoContact, contact_address: '杭州市西湖区文三路 1 号' })

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
    const result = pocketbase(['seed-demo', dir], { dataDir })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`无法读取演示内容文件 ${join(dir, 'content.json')}`)
  })

  // Draws and encodes the demo artwork (JPEG in JavaScript), then imports it: 13 s at load 10, over 30 s beside a busier suite.
  it('imports the project’s own demo content into a fresh database', { timeout: 120_000 }, () => {
    const dataDir = tempDir('seed-demo-db-')
    runPocketBase(bin, ['migrate', 'up'], { dataDir, publicDir: fixtureSiteDir })
    const file = writeDemoContent(tempDir('seed-demo-content-'))
    const content = JSON.parse(readFileSync(file, 'utf8'))
    const result = pocketbase(['seed-demo', dirname(file)], { dataDir })
    expect(content.site_settings).toEqual(demoSiteSettings)
    expect(result).toMatchObject({
      status: 0,
      stdout:
        `已导入演示内容：轮播图 ${content.carousels.length} 条，合作伙伴 ${content.isv_partners.length} 家，新闻 ${content.news.length} 篇` +
        '；联系电话、联系邮箱、公司地址、工作时间为演示数据，请在 管理后台 → 系统设置 → 基本设置 中改为贵公司的信息\n',
    })
  })
})

describe('runPocketBase (the scripts’ way to run a console command)', () => {
  it('throws when PocketBase prints a command-line error, though it exits 0', () => {
    const dataDir = tempDir('run-refused-db-')
    runPocketBase(bin, ['migrate', 'up'], { dataDir, publicDir: fixtureSiteDir })
    // A password starting with `-` reads as flags: PocketBase prints `Error: unknown shorthand flag` and exits 0.
    expect(() => runPocketBase(bin, ['superuser', 'upsert', 'dash@example.test', '-Dash1234567890ab'], { dataDir, publicDir: fixtureSiteDir })).toThrow(
      /pocketbase superuser failed \(exit 0\):[\s\S]*unknown shorthand flag/,
    )
  })
})
