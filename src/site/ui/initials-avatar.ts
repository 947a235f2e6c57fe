// Initials on a gradient, where a person or a company has no picture: the team cards of the about
// page and a partner card whose logo is missing or fails to load.
import { css } from '@emotion/react'
import { colors, gradients } from '../theme'

/** The avatar box's text style; its size and shape come from where it is used. */
export const avatarStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: colors.onDark,
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '0.02em',
})

const han = /\p{Script=Han}/u

/**
 * Up to two characters a name is recognised by: its first two Chinese characters (智造云图 → 智造),
 * or the first letters of its first two words (Acme Cloud → AC; a single word gives one letter).
 */
export function initialsOf(name: string): string {
  const text = name.trim()
  const chinese = [...text].filter((char) => han.test(char))
  if (chinese.length > 0) return chinese.slice(0, 2).join('')
  const words = text.split(/[\s·\-_.]+/u).filter((word) => /\p{L}|\p{N}/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}

/** The same gradient for the same name on every page and every load. */
export function toneOf(name: string): string {
  let sum = 0
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003
  return gradients.avatars[sum % gradients.avatars.length] ?? gradients.hero
}
