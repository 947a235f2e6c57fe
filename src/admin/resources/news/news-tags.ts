// The tag rules of a news article (spec section 5): trimmed, never empty, no duplicates, each at most
// the server's length (pb_hooks/lib/shared/limits.json); added with Enter or the add button, removed one by one.
import limits from '@shared/limits.json' with { type: 'json' }
import messages from '@shared/messages.json' with { type: 'json' }

export const newsTagMaxLength = limits.newsTags.maxItemLength

/** Why a tag was not added. */
export type TagProblem = 'empty' | 'duplicate' | 'tooLong'

export const tagProblemMessages: Record<TagProblem, string> = {
  empty: '请输入标签内容',
  duplicate: '该标签已添加',
  tooLong: messages.newsTags.tooLong.replace('{max}', String(newsTagMaxLength)),
}

export type AddTagResult = { tags: string[]; problem: null } | { tags: string[]; problem: TagProblem }

/** The tags of a stored record as a clean list (a missing or malformed value is no tags). */
export function tagsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const tags: string[] = []
  for (const item of value) {
    if (typeof item !== 'string') continue
    const tag = item.trim()
    if (tag && !tags.includes(tag)) tags.push(tag)
  }
  return tags
}

/** `tags` with `input` added at the end, trimmed; unchanged with the reason when it cannot be added. */
export function addTag(tags: readonly string[], input: string): AddTagResult {
  const current = tagsOf(tags)
  const tag = input.trim()
  if (!tag) return { tags: current, problem: 'empty' }
  if ([...tag].length > newsTagMaxLength) return { tags: current, problem: 'tooLong' }
  if (current.includes(tag)) return { tags: current, problem: 'duplicate' }
  return { tags: [...current, tag], problem: null }
}

/** `tags` without `tag`. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tagsOf(tags).filter((item) => item !== tag)
}
