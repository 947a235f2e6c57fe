// The company's milestones by year: a row of four on wide screens, a line down the side on narrow ones.
import { css } from '@emotion/react'
import type { Milestone } from '../../content/about'
import { colors, media } from '../../theme'
import { itemTitle } from './item-title'

const list = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '24px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.medium]: { gridTemplateColumns: '1fr', paddingLeft: '24px', borderLeft: `2px solid ${colors.line}` },
})
const year = css({ color: colors.brand, fontSize: '28px', fontWeight: 800 })
const description = css({ color: colors.muted })

export function Milestones({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol css={list}>
      {milestones.map((step) => (
        <li key={step.year}>
          <p css={year}>{step.year}</p>
          <h3 css={itemTitle}>{step.title}</h3>
          <p css={description}>{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
