// The day-by-day timetable: each slot's time, title, what happens, speaker and session type.
import { css } from '@emotion/react'
import { sessionTypeLabels, type ScheduleDay, type SessionType } from '../content/courses/types'
import { colors, media } from '../theme'
import { card, chip } from './card-styles'

const days = css({ display: 'grid', gap: '24px' })
const dayHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 14px', paddingBottom: '12px', borderBottom: `1px solid ${colors.line}` })
const dayTitle = css({ color: colors.ink, fontSize: '22px', fontWeight: 700, [media.narrow]: { fontSize: '19px' } })
const theme = css({ color: colors.muted, fontSize: '15px' })
const slots = css({ margin: 0, padding: 0, listStyle: 'none' })
const slot = css({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr) auto',
  gap: '6px 20px',
  padding: '14px 0',
  borderBottom: `1px dashed ${colors.line}`,
  '&:last-of-type': { borderBottom: 0, paddingBottom: 0 },
  [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
})
const time = css({ color: colors.brandDark, fontWeight: 700, fontVariantNumeric: 'tabular-nums', [media.narrow]: { gridColumn: '1 / 2' } })
const what = css({ display: 'grid', gap: '4px', [media.narrow]: { gridColumn: '1 / -1', gridRow: 2 } })
const slotTitle = css({ color: colors.ink, fontSize: '16px', fontWeight: 600 })
const detail = css({ color: colors.text, fontSize: '14px', lineHeight: 1.7 })
const speaker = css({ color: colors.muted, fontSize: '14px' })
const type = css({ alignSelf: 'start', [media.narrow]: { gridColumn: '2 / 3', gridRow: 1 } })

export function Schedule<T extends SessionType>({ schedule }: { schedule: readonly ScheduleDay<T>[] }) {
  return (
    <div css={days}>
      {schedule.map((day) => (
        <article key={day.day} css={card}>
          <header css={dayHead}>
            <h3 css={dayTitle}>{day.title}</h3>
            <p css={theme}>{day.theme}</p>
          </header>
          <ol css={slots}>
            {day.slots.map((item) => (
              <li key={item.time} css={slot}>
                <span css={time}>{item.time}</span>
                <div css={what}>
                  <h4 css={slotTitle}>{item.title}</h4>
                  {item.content && <p css={detail}>{item.content}</p>}
                  {item.speaker && <p css={speaker}>主讲：{item.speaker}</p>}
                </div>
                <span css={[chip, type]}>{sessionTypeLabels[item.type]}</span>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  )
}
