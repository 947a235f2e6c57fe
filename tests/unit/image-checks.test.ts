// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { imageAccept, imageProblem, uploadMessages } from '../../src/admin/ui/image-checks'

const MB = 1024 * 1024

describe('image checks before upload', () => {
  it('accepts JPG, PNG, WebP and GIF up to 5 MB, whatever the case of the extension', () => {
    expect(imageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(imageProblem({ name: 'a.JPEG', type: 'image/jpeg', size: 5 * MB })).toBeNull()
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull()
    expect(imageProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull()
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBeNull()
  })

  it('refuses other types, and an extension that does not match the type, with the spec message', () => {
    const message = '不支持的文件格式，请上传 JPG、PNG、WebP 或 GIF 图片'
    expect(uploadMessages.unsupportedType).toBe(message)
    expect(imageProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(message)
    expect(imageProblem({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toBe(message)
    expect(imageProblem({ name: 'a.js', type: 'image/gif', size: 10 })).toBe(message)
    expect(imageProblem({ name: 'a.png', type: 'image/jpeg', size: 10 })).toBe(message)
    expect(imageProblem({ name: 'noextension', type: 'image/png', size: 10 })).toBe(message)
  })

  it('refuses a file over 5 MB with the spec message', () => {
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toBe('文件过大，请上传 5MB 以内的图片')
  })

  it('offers only the allowed types in the file picker', () => {
    expect(imageAccept).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/webp': ['.webp'],
      'image/gif': ['.gif'],
    })
  })
})
