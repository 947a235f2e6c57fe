// @vitest-environment node
// What the back office checks before an image goes up (src/admin/ui/image-checks.ts): type, extension,
// size and declared pixels, each refused with the spec's or the server's message.
import { describe, expect, it } from 'vitest'
import { imageAccept, imageFileProblem, imageProblem, uploadMessages } from '../../src/admin/ui/image-checks'
import { declaredPng, smallPng, textPretendingToBePng } from '../support/fixtures/images'

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

  it('refuses a chosen image declaring more pixels than the site takes, with the server’s message', async () => {
    const bomb = new File([new Uint8Array(declaredPng(10_000, 10_000))], 'bomb.png', { type: 'image/png' })
    expect(bomb.size).toBeLessThan(5 * MB)
    expect(imageProblem(bomb)).toBeNull()
    expect(await imageFileProblem(bomb)).toBe('图片尺寸过大（10000×10000），请上传长边不超过 6000 像素、总像素不超过 1600 万的图片')
  })

  it('refuses a chosen file whose content is not the image its name says, or whose header is cut short', async () => {
    const text = new File([new Uint8Array(textPretendingToBePng())], 'fake.png', { type: 'image/png' })
    expect(await imageFileProblem(text)).toBe(uploadMessages.unsupportedType)
    const cut = new File([new Uint8Array(declaredPng(100, 100).subarray(0, 20))], 'cut.png', { type: 'image/png' })
    expect(await imageFileProblem(cut)).toBe('图片文件已损坏或不完整，无法读取尺寸，请重新导出后上传')
  })

  it('lets a normal image go up', async () => {
    expect(await imageFileProblem(new File([new Uint8Array(smallPng())], 'slide.png', { type: 'image/png' }))).toBeNull()
  })
})
