// Titled points as cards: pain points, values, advantages (with an icon) and the numbered steps
// of a solution.
import { css } from '@emotion/react'
import type { Point } from '../content/courses/types'
import { colors, radii } from '../theme'
import { Icon, type IconName } from '../ui/icons'
import { card, cardText, cardTitle, grid } from './card-styles'

const marker = css({
  width: '40px',
  height: '40px',
  marginBottom: '14px',
  borderRadius: radii.tile,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: colors.brandTint,
  color: colors.brand,
  fontWeight: 800,
  fontSize: '17px',
})

interface PointCardsProps {
  points: readonly Point[]
  /** An icon on every card, or numbers when absent. */
  icon?: IconName
  /** Columns on wide screens; by default four for four or eight points, else three. */
  columns?: number
}

export function PointCards({ points, icon, columns = points.length % 4 === 0 ? 4 : 3 }: PointCardsProps) {
  return (
    <ul css={grid(columns)}>
      {points.map((point, index) => (
        <li key={point.title} css={card}>
          <span css={marker} aria-hidden="true">
            {icon ? <Icon name={icon} size={22} /> : String(index + 1).padStart(2, '0')}
          </span>
          <h3 css={cardTitle}>{point.title}</h3>
          <p css={cardText}>{point.description}</p>
        </li>
      ))}
    </ul>
  )
}
