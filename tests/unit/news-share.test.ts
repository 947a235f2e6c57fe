// Sharing an article: the device's share sheet when present, otherwise copying the address.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleUrl, copyText, shareArticle } from '../../src/site/sections/news/share'

const data = { title: '标题', text: '摘要', url: 'http://localhost:3000/news/abc' }

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true })
}

afterEach(() => {
  setNavigator('share', undefined)
  setNavigator('clipboard', undefined)
  vi.restoreAllMocks()
})

describe('share', () => {
  it('uses navigator.share with the title, summary and article address when present', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    setNavigator('share', share)
    setNavigator('clipboard', { writeText })
    expect(await shareArticle(data)).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor cancels the share sheet', async () => {
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')))
    const writeText = vi.fn()
    setNavigator('clipboard', { writeText })
    expect(await shareArticle(data)).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the address to the clipboard without navigator.share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    setNavigator('clipboard', { writeText })
    expect(await shareArticle(data)).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
  })

  it('falls back to a hidden textarea and execCommand when the clipboard API is refused', async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) })
    let copied = ''
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? ((document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value ?? '') : ''
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    expect(await copyText(data.url)).toBe(true)
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toBe(data.url)
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('reports failure when neither way can copy', async () => {
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true })
    expect(await shareArticle(data)).toBe('failed')
  })

  it('gives the article’s own page on the current site, whatever page the modal is open on', () => {
    expect(articleUrl('abc123', 'https://example.com/market-activities?news=abc123&x=1#top')).toBe('https://example.com/news/abc123')
    expect(articleUrl('abc123', 'http://127.0.0.1:8090/')).toBe('http://127.0.0.1:8090/news/abc123')
    expect(articleUrl('a/b?c', 'https://example.com/x')).toBe('https://example.com/news/a%2Fb%3Fc')
  })
})
