// Questions and answers as disclosure rows; a course may show only the first few until the
// visitor asks for the rest (the rest stay in the HTML, hidden).
import { css } from '@emotion/react'
import { useState } from 'react'
import type { FaqContent } from '../content/courses/types'
import { colors } from '../theme'

const list = css({ display: 'grid', gap: '12px', maxWidth: '880px', margin: 0, padding: 0, listStyle: 'none' })
const item = css({
  borderRadius: '12px',
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
const more = css({
  marginTop: '16px',
  minHeight: '44px',
  padding: '0 20px',
  border: `1px solid ${colors.brand}`,
  borderRadius: '8px',
  background: colors.surface,
  color: colors.brand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: '#eff6ff' },
})

export function Faq({ faq }: { faq: FaqContent }) {
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? faq.items.length : (faq.initiallyShown ?? faq.items.length)
  const hiddenCount = faq.items.length - shown
  return (
    <>
      <ul css={list} id="faq-list">
        {faq.items.map((entry, index) => (
          <li key={entry.question} hidden={index >= shown}>
            <details css={item} open={index === 0}>
              <summary>{entry.question}</summary>
              <p css={answer}>{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
      {hiddenCount > 0 && (
        <button type="button" css={more} aria-controls="faq-list" aria-expanded={false} onClick={() => setExpanded(true)}>
          查看更多问题（{hiddenCount}）
        </button>
      )}
    </>
  )
}
