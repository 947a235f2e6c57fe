// Questions and answers as disclosure rows; a course may show only the first few until the
// visitor asks for the rest. Both are native <details>, so they work before and without JavaScript.
import { css } from '@emotion/react'
import type { FaqContent } from '../content/courses/types'
import { colors, radii } from '../theme'

const list = css({ display: 'grid', gap: '12px', maxWidth: '880px', margin: 0, padding: 0, listStyle: 'none' })
const item = css({
  borderRadius: radii.tile,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  '& summary': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '16px',
    padding: '16px 20px',
    color: colors.ink,
    fontSize: '16px',
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', flex: 'none', color: colors.brand, fontSize: '20px', lineHeight: 1 },
  },
  '&[open] summary::after': { content: '"−"' },
})
const answer = css({ padding: '0 20px 18px', color: colors.text, fontSize: '15px', lineHeight: 1.8 })
// Opened once, the 查看更多问题 button goes away and the rest of the list follows the first part.
const moreQuestions = css({
  maxWidth: '880px',
  '& > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    marginTop: '16px',
    minHeight: '44px',
    padding: '0 20px',
    border: `1px solid ${colors.brand}`,
    borderRadius: radii.control,
    background: colors.surface,
    color: colors.brand,
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: colors.brandTint },
  },
  '&[open] > summary': { display: 'none' },
  '&[open] > ul': { marginTop: '12px' },
})

function FaqList({ items, openFirst = false }: { items: FaqContent['items']; openFirst?: boolean }) {
  return (
    <ul css={list}>
      {items.map((entry, index) => (
        <li key={entry.question}>
          <details css={item} open={openFirst && index === 0}>
            <summary>{entry.question}</summary>
            <p css={answer}>{entry.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  )
}

export function Faq({ faq }: { faq: FaqContent }) {
  const shown = faq.items.slice(0, faq.initiallyShown ?? faq.items.length)
  const rest = faq.items.slice(shown.length)
  return (
    <>
      <FaqList items={shown} openFirst />
      {rest.length > 0 && (
        <details css={moreQuestions}>
          <summary>查看更多问题（{rest.length}）</summary>
          <FaqList items={rest} />
        </details>
      )}
    </>
  )
}
