// Titled points as cards: pain points, values, advantages (with an icon) and the numbered steps
// of a solution. The points are staff's (课程管理): the server writes them from this component's item
// template (content/item-marks.tsx) under the list's key.
import { css } from '@emotion/react'
import type { Point } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { textTemplate } from '../content/text-keys'
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
  /** The course's texts and the list's key among them. */
  slots: TextSlots
  listKey: string
  /** An icon on every card, or numbers when absent. */
  icon?: IconName
  /** Columns on wide screens; by default four for four or eight points, else three. */
  columns?: number
}

function PointCard({ point, number, icon, marks }: { point: Point; number: string; icon: IconName | undefined; marks: ItemMarks }) {
  return (
    <li css={card}>
      {icon ? (
        <span css={marker} aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
      ) : (
        <span css={marker} aria-hidden="true" {...marks.number(number)} />
      )}
      <h3 css={cardTitle} {...marks.text('title', point.title)} />
      <p css={cardText} {...marks.text('description', point.description)} />
    </li>
  )
}

export function PointCards({ points, icon, columns = points.length % 4 === 0 ? 4 : 3, slots, listKey }: PointCardsProps) {
  return (
    <>
      <ul css={grid(columns)} {...slots.list(listKey)}>
        {points.map((point, index) => (
          <PointCard key={point.title} point={point} number={String(index + 1).padStart(2, '0')} icon={icon} marks={liveItem} />
        ))}
      </ul>
      <ItemTemplate name={textTemplate(listKey)}>
        <PointCard point={{ title: '', description: '' }} number="" icon={icon} marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
