// A file field's `prepare` (ra-data-pocketbase options): applied to a newly chosen file only.
import { describe, expect, it, vi } from 'vitest'
import { preparedUploads } from '../../src/admin/ra-data-pocketbase/files'

describe('preparedUploads', () => {
  it('replaces a new file of a field with `prepare` by what it gives, and leaves everything else', async () => {
    const chosen = new File(['png bytes'], 'photo.png', { type: 'image/png' })
    const logo = new File(['logo bytes'], 'logo.png', { type: 'image/png' })
    const converted = new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' })
    const prepare = vi.fn(async () => converted)
    const fields = { image: { thumb: '640x360', prepare }, logo: { thumb: '200x200' }, cover: { prepare } }
    const body = { title: '标题', image: chosen, logo, cover: null }
    expect(await preparedUploads(body, fields)).toEqual({ title: '标题', image: converted, logo, cover: null })
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(prepare).toHaveBeenCalledWith(chosen)
    // The body given is not changed.
    expect(body.image).toBe(chosen)
  })
})
