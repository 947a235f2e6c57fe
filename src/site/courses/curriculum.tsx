// The curriculum: each day with its theme and modules (description and topics).
import { css } from '@emotion/react'
import type { CurriculumDay } from '../content/courses/types'
import { colors, media, radii } from '../theme'
import { card, cardText, chip, chipList } from './card-styles'

const days = css({ display: 'grid', gap: '24px' })
const dayHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 14px', marginBottom: '16px' })
const dayTitle = css({ color: colors.ink, fontSize: '22px', fontWeight: 700, [media.narrow]: { fontSize: '19px' } })
const theme = css({ color: colors.muted, fontSize: '15px' })
const modules = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: '16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
const module = css({ padding: '18px', borderRadius: radii.tile, background: colors.surfaceAlt, border: `1px solid ${colors.line}` })
const moduleTitle = css({ color: colors.ink, fontSize: '17px', fontWeight: 700 })

export function Curriculum({ curriculum }: { curriculum: readonly CurriculumDay[] }) {
  return (
    <div css={days}>
      {curriculum.map((day) => (
        <article key={day.day} css={card}>
          <header css={dayHead}>
            <h3 css={dayTitle}>{day.title}</h3>
            <p css={theme}>{day.theme}</p>
          </header>
          <ul css={modules}>
            {day.modules.map((item) => (
              <li key={item.title} css={module}>
                <h4 css={moduleTitle}>{item.title}</h4>
                <p css={cardText}>{item.description}</p>
                <ul css={chipList} aria-label="要点">
                  {item.topics.map((topic) => (
                    <li key={topic} css={chip}>
                      {topic}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  )
}
