// Who the course is for: the profiles (staff's, written by the server from this component's item
// template), and the mix of a typical class as labelled bars.
import { css } from '@emotion/react'
import type { AudienceContent, Point } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
import { colors, media, radii } from '../theme'
import { card, cardText, cardTitle, grid, subheading } from './card-styles'

const mixList = css({ display: 'grid', gap: '14px', maxWidth: '760px', margin: 0, padding: 0, listStyle: 'none' })
const mixHead = css({ display: 'flex', justifyContent: 'space-between', gap: '12px', color: colors.ink, fontSize: '15px', [media.narrow]: { fontSize: '14px' } })
const track = css({ height: '10px', marginTop: '6px', borderRadius: radii.pill, background: colors.line, overflow: 'hidden' })
const fill = css({ height: '100%', borderRadius: radii.pill, background: `linear-gradient(90deg, ${colors.brand}, ${colors.accent})` })

const key = courseTextKeys.audienceProfiles

function Profile({ profile, marks }: { profile: Point; marks: ItemMarks }) {
  return (
    <li css={card}>
      <h3 css={cardTitle} {...marks.text('title', profile.title)} />
      <p css={cardText} {...marks.text('description', profile.description)} />
    </li>
  )
}

export function Audience({ audience, slots }: { audience: AudienceContent; slots: TextSlots }) {
  return (
    <>
      <ul css={grid(audience.profiles.length === 4 ? 4 : 3)} {...slots.list(key)}>
        {audience.profiles.map((profile) => (
          <Profile key={profile.title} profile={profile} marks={liveItem} />
        ))}
      </ul>
      <ItemTemplate name={textTemplate(key)}>
        <Profile profile={{ title: '', description: '' }} marks={templateItem} />
      </ItemTemplate>
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
