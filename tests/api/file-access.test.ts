// Files of records a guest cannot see (inactive slides and partners, unpublished news) are not
// served to guests, thumbnails included; staff reach them with a file token (`?token=`).
import { randomUUID } from 'node:crypto'
import type { RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { smallPng } from '../support/fixtures/images'
import { apiContext, client } from '../support/clients'

const tag = () => randomUUID().slice(0, 8)

interface FileCase {
  collection: string
  field: string
  thumb: string
  body: (visible: boolean) => Record<string, string>
}

const cases: FileCase[] = [
  {
    collection: 'carousels',
    field: 'image',
    thumb: '640x360',
    body: (visible) => ({ title: `文件 ${tag()}`, page_id: 'home', active: String(visible), stats: JSON.stringify([{ label: '学员', value: '100+' }]) }),
  },
  {
    collection: 'news',
    field: 'image',
    thumb: '400x225',
    body: (visible) => ({ title: `文件新闻 ${tag()}`, summary: '摘要', content: '<p>正文</p>', category: 'news', published: String(visible) }),
  },
  {
    collection: 'isv_partners',
    field: 'logo',
    thumb: '200x200',
    body: (visible) => ({ name: `文件伙伴 ${tag()}`, field: '智能制造', description: '描述', order_index: '1', active: String(visible) }),
  },
]

async function createWithFile(c: FileCase, visible: boolean): Promise<RecordModel> {
  const form = new FormData()
  for (const [key, value] of Object.entries(c.body(visible))) form.set(key, value)
  form.set(c.field, new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'picture.png')
  return client('superuser').collection(c.collection).create(form)
}

/** The status of a plain GET of a record's file (or of one of its thumbnails). */
async function fileStatus(record: RecordModel, field: string, query = ''): Promise<number> {
  const res = await fetch(`${apiContext().url}/api/files/${record.collectionId}/${record.id}/${record[field]}${query}`)
  await res.arrayBuffer()
  return res.status
}

async function fileToken(token: string): Promise<string> {
  const res = await fetch(`${apiContext().url}/api/files/token`, { method: 'POST', headers: { Authorization: token } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

describe.each(cases)('files of $collection', (c) => {
  let visible: RecordModel
  let hidden: RecordModel

  beforeAll(async () => {
    visible = await createWithFile(c, true)
    hidden = await createWithFile(c, false)
  })

  it('serves a guest the file and thumbnail of a record the guest can see', async () => {
    expect(await fileStatus(visible, c.field)).toBe(200)
    expect(await fileStatus(visible, c.field, `?thumb=${c.thumb}`)).toBe(200)
  })

  it('answers a guest 404 for the file and thumbnails of a hidden record, like the record itself', async () => {
    expect((await fetch(`${apiContext().url}/api/collections/${c.collection}/records/${hidden.id}`)).status).toBe(404)
    expect(await fileStatus(hidden, c.field)).toBe(404)
    expect(await fileStatus(hidden, c.field, `?thumb=${c.thumb}`)).toBe(404)
    expect(await fileStatus(hidden, c.field, '?thumb=100x100')).toBe(404)
    expect(await fileStatus(hidden, c.field, '?download=1')).toBe(404)
  })

  it('serves staff and superusers the hidden file with a file token', async () => {
    for (const token of [apiContext().staff.token, apiContext().superuser.token]) {
      const query = `?token=${await fileToken(token)}`
      expect(await fileStatus(hidden, c.field, query)).toBe(200)
      expect(await fileStatus(hidden, c.field, `${query}&thumb=${c.thumb}`)).toBe(200)
    }
  })

  it('refuses a token that is not a file token', async () => {
    expect(await fileStatus(hidden, c.field, `?token=${apiContext().staff.token}`)).toBe(404)
    expect(await fileStatus(hidden, c.field, '?token=not-a-token')).toBe(404)
  })

  it('stops serving a guest the file once its record is hidden', async () => {
    const record = await createWithFile(c, true)
    expect(await fileStatus(record, c.field)).toBe(200)
    const hide = c.collection === 'news' ? { published: false } : { active: false }
    await client('staff').collection(c.collection).update(record.id, hide)
    expect(await fileStatus(record, c.field)).toBe(404)
  })
})
