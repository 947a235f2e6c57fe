// The core team: a card per member with an initials avatar, position, story and specialities.
// Staff's (页面管理): the server writes the members from this component's item templates.
import { css } from '@emotion/react'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { Team, TeamMember } from '../../content/about'
import { pageTextSlots } from '../../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../../content/item-marks'
import { pageTextKeys, textTemplate } from '../../content/text-keys'
import { colors, gradients, media, radii } from '../../theme'
import { avatarStyle } from '../../ui/initials-avatar'

// The avatars' gradients go by position (first member the first gradient...), so a member staff add gets one too.
const tones = Object.fromEntries(
  gradients.avatars.map((tone, index) => [`& > :nth-of-type(${gradients.avatars.length}n+${index + 1}) > [role="img"]`, { background: tone }]),
)
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '24px', [media.medium]: { gridTemplateColumns: '1fr' }, ...tones })
const member = css({ padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, display: 'grid', gap: '12px', alignContent: 'start' })
const avatar = css(avatarStyle, { width: '72px', height: '72px', borderRadius: '50%', fontSize: '28px' })
const memberName = css({ color: colors.ink, fontSize: '20px', fontWeight: 700 })
const position = css({ color: colors.brand, fontSize: '14px', fontWeight: 600 })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: 0, padding: 0, listStyle: 'none' })
const chip = css({ padding: '2px 10px', borderRadius: radii.pill, background: colors.brandTint, color: colors.brandDark, fontSize: '13px' })

const key = pageTextKeys.team
const expertiseKey = 'expertise'

function Speciality({ text, marks }: { text: string; marks: ItemMarks }) {
  return <li css={chip} {...marks.text(lineKey, text)} />
}

function Member({ person, expertiseLabel, marks }: { person: TeamMember; expertiseLabel: string; marks: ItemMarks }) {
  return (
    <article css={member}>
      <span css={avatar} role="img" {...marks.attr('aria-label', 'avatarLabel', contentDisplay.texts.avatarLabel.replace('{name}', person.name))} {...marks.text('initials', person.initials)} />
      <h3 css={memberName} {...marks.text('name', person.name)} />
      <p css={position} {...marks.text('position', person.position)} />
      <p {...marks.text('description', person.description)} />
      <ul
        css={chips}
        aria-label={expertiseLabel}
        {...marks.list(
          expertiseKey,
          person.expertise.map((item) => <Speciality key={item} text={item} marks={liveItem} />),
        )}
      />
    </article>
  )
}

export function TeamGrid({ team }: { team: Team }) {
  const blank: TeamMember = { name: '', position: '', initials: '', description: '', expertise: [] }
  return (
    <>
      <div css={grid} {...pageTextSlots.list(key)}>
        {team.members.map((person) => (
          <Member key={person.name} person={person} expertiseLabel={team.expertiseLabel} marks={liveItem} />
        ))}
      </div>
      <ItemTemplate name={textTemplate(key)}>
        <Member person={blank} expertiseLabel={team.expertiseLabel} marks={templateItem} />
      </ItemTemplate>
      <ItemTemplate name={textTemplate(key, expertiseKey)}>
        <Speciality text="" marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
