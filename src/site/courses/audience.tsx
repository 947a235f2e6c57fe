// Who the course is for: the profiles, and the mix of a typical class as labelled bars.
import { css } from '@emotion/react'
import type { AudienceContent } from '../content/courses/types'
import { colors, media, radii } from '../theme'
import { card, cardText, cardTitle, grid, subheading } from './card-styles'

const mixList = css({ display: 'grid', gap: '14px', maxWidth: '760px', margin: 0, padding: 0, listStyle: 'none' })
const mixHead = css({ display: 'flex', justifyContent: 'space-between', gap: '12px', color: colors.ink, fontSize: '15px', [media.narrow]: { fontSize: '14px' } })
const track = css({ height: '10px', marginTop: '6px', borderRadius: radii.pill, background: colors.line, overflow: 'hidden' })
const fill = css({ height: '100%', borderRadius: radii.pill, background: `linear-gradient(90deg, ${colors.brand}, ${colors.accent})` })

export function Audience({ audience }: { audience: AudienceContent }) {
  return (
    <>
      <ul css={grid(audience.profiles.length === 4 ? 4 : 3)}>
        {audience.profiles.map((profile) => (
          <li key={profile.title} css={card}>
            <h3 css={cardTitle}>{profile.title}</h3>
            <p css={cardText}>{profile.description}</p>
          </li>
        ))}
      </ul>
      {audience.mix && (
        <>
          <h3 css={subheading}>典型班级构成</h3>
          <ul css={mixList}>
            {audience.mix.map((share) => (
              <li key={share.label}>
                <div css={mixHead}>
                  <span>{share.label}</span>
                  <b>{share.percent}%</b>
                </div>
                <div css={track} aria-hidden="true">
                  <div css={fill} style={{ width: `${share.percent}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
