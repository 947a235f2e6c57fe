// @vitest-environment node
// The tag rules of a news article: trimmed, never empty, no duplicates, at most the server's length.
import limits from '@shared/limits.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { addTag, newsTagMaxLength, removeTag, tagProblemMessages, tagsOf } from '../../src/admin/resources/news/news-tags'

describe('addTag', () => {
  it('adds the trimmed tag at the end', () => {
    expect(addTag(['AI'], '  数字化转型 ')).toEqual({ tags: ['AI', '数字化转型'], problem: null })
  })

  it('refuses an empty or blank tag and keeps the list', () => {
    expect(addTag(['AI'], '')).toEqual({ tags: ['AI'], problem: 'empty' })
    expect(addTag(['AI'], '   \t ')).toEqual({ tags: ['AI'], problem: 'empty' })
    expect(tagProblemMessages.empty).toBe('请输入标签内容')
  })

  it('refuses a duplicate, also when it differs only by surrounding spaces', () => {
    expect(addTag(['AI', '华为'], '华为')).toEqual({ tags: ['AI', '华为'], problem: 'duplicate' })
    expect(addTag(['AI', '华为'], ' AI  ')).toEqual({ tags: ['AI', '华为'], problem: 'duplicate' })
    expect(tagProblemMessages.duplicate).toBe('该标签已添加')
  })

  it('keeps tags that differ in case (the server compares them exactly)', () => {
    expect(addTag(['AI'], 'ai').tags).toEqual(['AI', 'ai'])
  })

  it('takes a tag of exactly the server limit and refuses a longer one with the shared message', () => {
    expect(newsTagMaxLength).toBe(limits.newsTags.maxItemLength)
    const longest = '标'.repeat(newsTagMaxLength)
    expect(addTag([], longest)).toEqual({ tags: [longest], problem: null })
    expect(addTag([], `${longest}签`)).toEqual({ tags: [], problem: 'tooLong' })
    expect(tagProblemMessages.tooLong).toBe(`每个标签不能超过${newsTagMaxLength}个字符`)
  })

  it('does not change the list it was given', () => {
    const tags = ['AI']
    addTag(tags, '云')
    expect(tags).toEqual(['AI'])
  })
})

describe('removeTag', () => {
  it('removes only the named tag', () => {
    expect(removeTag(['AI', '华为', '云'], '华为')).toEqual(['AI', '云'])
    expect(removeTag(['AI'], '云')).toEqual(['AI'])
  })
})

describe('tagsOf', () => {
  it('reads a stored value as a clean list: trimmed, no blanks, no duplicates, strings only', () => {
    expect(tagsOf([' AI ', '', 'AI', 3, null, '云'])).toEqual(['AI', '云'])
  })

  it('reads a missing or malformed value as no tags', () => {
    expect(tagsOf(undefined)).toEqual([])
    expect(tagsOf(null)).toEqual([])
    expect(tagsOf('AI')).toEqual([])
  })
})
