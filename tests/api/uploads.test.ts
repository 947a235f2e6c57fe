// Image fields: the server checks the real file type and size, and serves thumbnails.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import limits from '../../pb_hooks/lib/shared/limits.json'
import { largePng, pngSize, smallPng, textPretendingToBePng } from '../support/fixtures/images'
import { apiContext, client } from '../support/clients'

function slideForm(file: Buffer, name: string, type: string): FormData {
  const form = new FormData()
  form.set('title', '上传测试')
  form.set('page_id', 'home')
  form.set('active', 'true')
  form.set('stats', JSON.stringify([{ label: '服务企业', value: '1000+' }]))
  form.set('image', new Blob([new Uint8Array(file)], { type }), name)
  return form
}

async function uploadError(form: FormData): Promise<ClientResponseError> {
  try {
    await client('staff').collection('carousels').create(form)
  } catch (error) {
    if (error instanceof ClientResponseError) return error
    throw error
  }
  throw new Error('the upload was accepted')
}

describe('image uploads', () => {
  it('refuses a text file named .png with 400 whatever content type the client claims', async () => {
    const error = await uploadError(slideForm(textPretendingToBePng(), 'fake.png', 'image/png'))
    expect(error.status).toBe(400)
    expect(error.response.data.image.code).toBe('validation_invalid_mime_type')
  })

  it('refuses an image over 5 MB with 400', async () => {
    expect(limits.image.maxSizeBytes).toBe(5 * 1024 * 1024)
    const error = await uploadError(slideForm(largePng(6 * 1024 * 1024), 'big.png', 'image/png'))
    expect(error.status).toBe(400)
    expect(error.response.data.image.code).toBe('validation_file_size_limit')
  })

  it('accepts a small PNG and serves a 100x100 thumbnail', async () => {
    const staff = client('staff')
    const created = await staff.collection('carousels').create(slideForm(smallPng(), 'slide.png', 'image/png'))
    expect(created.image).toMatch(/\.png$/)

    const original = await fetch(staff.files.getURL(created, created.image))
    expect(original.status).toBe(200)
    expect(pngSize(new Uint8Array(await original.arrayBuffer()))).toEqual({ width: 320, height: 200 })

    const thumb = await fetch(`${apiContext().url}/api/files/carousels/${created.id}/${created.image}?thumb=100x100`)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
    expect(pngSize(new Uint8Array(await thumb.arrayBuffer()))).toEqual({ width: 100, height: 100 })
  })
})
