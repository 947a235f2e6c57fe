// Every save of news.content goes through the server's sanitiser (pb_hooks/lib/shared/news-html.js, whose
// cases are tests/unit/news-html.test.ts): REST creates and updates by staff, the dashboard's saves,
// and saves outside the API (seed-demo); a body with nothing visible left is refused with a Chinese
// message on `content`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PocketBase, { ClientResponseError } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseArgs, ensurePocketBase } from '../../scripts/lib/pocketbase.mjs'
import { client } from '../support/clients'
import { fixtureSiteDir, startTestServer, type TestServer } from '../support/test-server'

const article = (content: string) => ({ title: '正文安全测试', summary: '摘要', content, category: 'news', published: false })

const news = () => client('staff').collection('news')

/** Creates an article through the REST API and reads its stored body back. */
async function stored(content: string, role: 'staff' | 'superuser' = 'staff') {
  const created = await client(role).collection('news').create(article(content))
  const read = await client('superuser').collection('news').getOne(created.id)
  expect(created.content).toBe(read.content)
  return read.content as string
}

async function expectRefused(request: Promise<unknown>) {
  try {
    await request
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { status: error.status, message: error.response.message, data: error.response.data }
  }
  throw new Error('the request was accepted')
}

describe('news content sanitising on save', () => {
  it('sanitises what staff create through the API', async () => {
    expect(await stored('<p>你好<img src=x onerror=alert(1)></p><script>alert(1)</script><a href="&#106;avascript:alert(1)">链接</a>')).toBe('<p>你好</p><p>链接</p>')
  })

  it('sanitises an update too, and a saved body saves again unchanged', async () => {
    const created = await news().create(article('<p>原文</p>'))
    const updated = await news().update(created.id, {
      content: '<p onclick="alert(1)">改过<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a>',
    })
    expect(updated.content).toBe('<p>改过</p><p>链接</p>')
    const again = await news().update(created.id, { content: updated.content })
    expect(again.content).toBe(updated.content)
    const toggled = await news().update(created.id, { featured: true })
    expect(toggled.content).toBe(updated.content)
  })

  it('sanitises what the superuser (the dashboard) saves', async () => {
    expect(await stored('<p>面板<img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe></p>', 'superuser')).toBe('<p>面板</p>')
  })

  it('refuses a body with nothing visible left, with the Chinese message on content', async () => {
    for (const content of ['<script>alert(1)</script>', '<p><img src=x onerror=alert(1)></p>', '<iframe src="https://evil.test"></iframe><p> &nbsp; </p>', '<p></p>', '']) {
      const refusal = await expectRefused(news().create(article(content)))
      expect(refusal).toEqual({
        status: 400,
        message: '请检查并修正表单中的错误',
        data: { content: { code: 'validation_required', message: '请输入新闻内容' } },
      })
    }
    const created = await news().create(article('<p>原文</p>'))
    const refusal = await expectRefused(news().update(created.id, { content: '<svg onload="alert(1)"></svg>' }))
    expect(refusal.data).toEqual({ content: { code: 'validation_required', message: '请输入新闻内容' } })
    expect((await news().getOne(created.id)).content).toBe('<p>原文</p>')
  })
})

describe('news content sanitising on saves outside the API', () => {
  let server: TestServer
  const tempDirs: string[] = []

  beforeAll(async () => {
    server = await startTestServer()
  })

  afterAll(async () => {
    await server?.stop()
    tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
  })

  it('sanitises articles imported by pocketbase seed-demo ($app.save)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'news-html-seed-'))
    tempDirs.push(dir)
    const content = {
      news: [
        { title: '导入的新闻', summary: '摘要', category: 'news', published: true, content: '<p onclick="alert(1)">导入<script>alert(1)</script><a href="&#106;avascript:alert(1)">链接</a></p>' },
        { title: '纯文本新闻', summary: '摘要', category: 'news', published: true, content: '第一段\n• 要点' },
      ],
    }
    writeFileSync(join(dir, 'content.json'), JSON.stringify(content))
    const { bin } = await ensurePocketBase()
    const result = spawnSync(
      bin,
      ['seed-demo', dir, ...baseArgs({ dataDir: server.dataDir, publicDir: fixtureSiteDir }), '--hooksWatch=false', '--automigrate=false'],
      { encoding: 'utf8' },
    )
    expect(result.status, result.stderr).toBe(0)
    const superuser = new PocketBase(server.url)
    await superuser.collection('_superusers').authWithPassword(server.superuser.email, server.superuser.password)
    const items = await superuser.collection('news').getFullList({ sort: 'title' })
    expect(Object.fromEntries(items.map((item) => [item.title, item.content]))).toEqual({
      导入的新闻: '<p>导入链接</p>',
      纯文本新闻: '<p>第一段</p><ul><li><p>要点</p></li></ul>',
    })
  })
})
