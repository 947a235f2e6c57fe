// Paragraphs of running text in a readable column: the about page's introduction.
import { css } from '@emotion/react'

const column = css({ display: 'grid', gap: '16px', maxWidth: '820px', fontSize: '17px' })

export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div css={column}>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  )
}
