// API answers are never stored by browsers or proxies (staff data, tokens), files keep PocketBase's caching.
import { describe, expect, it } from 'vitest'
import { smallPng } from '../support/fixtures/images'
import { apiContext, client } from '../support/clients'

async function cacheControl(path: string, init: RequestInit = {}) {
  const res = await fetch(`${apiContext().url}${path}`, init)
  await res.arrayBuffer()
  return { status: res.status, cacheControl: res.headers.get('cache-control') }
}

const as = (token: string): RequestInit => ({ headers: { Authorization: token } })

describe('Cache-Control on API answers', () => {
  it('is no-store on record lists and records read by staff and superusers', async () => {
    const { staff, superuser } = apiContext()
    for (const token of [staff.token, superuser.token]) {
      expect(await cacheControl('/api/collections/form_submissions/records', as(token))).toEqual({ status: 200, cacheControl: 'no-store' })
      expect(await cacheControl('/api/collections/isv_partners/records?filter=contact_email!=""', as(token))).toEqual({
        status: 200,
        cacheControl: 'no-store',
      })
      expect(await cacheControl('/api/collections/mail_outbox/records', as(token))).toEqual({ status: 200, cacheControl: 'no-store' })
    }
  })

  it('is no-store on the back office routes', async () => {
    const { staff } = apiContext()
    expect(await cacheControl('/api/admin/forms/stats', as(staff.token))).toEqual({ status: 200, cacheControl: 'no-store' })
    expect(await cacheControl('/api/outbox/status', as(staff.token))).toEqual({ status: 200, cacheControl: 'no-store' })
  })

  it('is no-store on a sign-in answer, which carries a token', async () => {
    const { superuser } = apiContext()
    const res = await fetch(`${apiContext().url}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('is no-store on refusals too', async () => {
    expect((await cacheControl('/api/collections/form_submissions/records/nope', as(apiContext().staff.token))).cacheControl).toBe('no-store')
  })

  it('is no-store on a guest\'s API answers as well', async () => {
    expect(await cacheControl('/api/collections/news/records')).toEqual({ status: 200, cacheControl: 'no-store' })
  })

  it('leaves files to PocketBase, which lets browsers keep them', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries({ title: '缓存', page_id: 'home', active: 'true', stats: JSON.stringify([{ label: '学员', value: '1' }]) })) {
      form.set(key, value)
    }
    form.set('image', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'cache.png')
    const slide = await client('staff').collection('carousels').create(form)
    const file = await cacheControl(`/api/files/${slide.collectionId}/${slide.id}/${slide.image}`)
    expect(file).toEqual({ status: 200, cacheControl: 'max-age=2592000, stale-while-revalidate=86400' })
  })
})
