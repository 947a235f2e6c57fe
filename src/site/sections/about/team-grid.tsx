// The core team: a card per member with an initials avatar, position, story and specialities.
import { css } from '@emotion/react'
import type { Team } from '../../content/about'
import { colors, media, radii } from '../../theme'
import { avatarStyle } from '../../ui/initials-avatar'

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '24px', [media.medium]: { gridTemplateColumns: '1fr' } })
const member = css({ padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, display: 'grid', gap: '12px', alignContent: 'start' })
const avatar = css(avatarStyle, { width: '72px', height: '72px', borderRadius: '50%', fontSize: '28px' })
const memberName = css({ color: colors.ink, fontSize: '20px', fontWeight: 700 })
const position = css({ color: colors.brand, fontSize: '14px', fontWeight: 600 })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: 0, padding: 0, listStyle: 'none' })
const chip = css({ padding: '2px 10px', borderRadius: radii.pill, background: colors.brandTint, color: colors.brandDark, fontSize: '13px' })

export function TeamGrid({ team }: { team: Team }) {
  return (
    <div css={grid}>
      {team.members.map((person) => (
        <article key={person.name} css={member}>
          <span css={avatar} style={{ background: person.tone }} role="img" aria-label={team.avatarLabel(person.name)}>
            {person.initials}
          </span>
          <h3 css={memberName}>{person.name}</h3>
          <p css={position}>{person.position}</p>
          <p>{person.description}</p>
          <ul css={chips} aria-label={team.expertiseLabel}>
            {person.expertise.map((item) => (
              <li key={item} css={chip}>
                {item}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  )
}
