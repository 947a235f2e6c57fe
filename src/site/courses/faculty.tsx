// Faculty cards: avatar, name, title, institution, category, description and expertise; speakers
// of the closed-door meeting also show their talk, background and achievement.
import { css } from '@emotion/react'
import type { EventSpeaker, Faculty as Member } from '../content/courses/types'
import { colors } from '../theme'
import { card, cardText, chip, chipList, grid, muted } from './card-styles'

const head = css({ display: 'flex', gap: '14px', alignItems: 'center', marginBottom: '12px' })
const avatar = css({
  flex: 'none',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: colors.onDark,
  fontSize: '22px',
  fontWeight: 700,
})
const name = css({ color: colors.ink, fontSize: '19px', fontWeight: 700 })
const facts = css({ margin: '12px 0 0', display: 'grid', gap: '8px', fontSize: '14px', lineHeight: 1.7, '& dt': { color: colors.brandDark, fontWeight: 600 }, '& dd': { margin: 0, color: colors.text } })

function isSpeaker(member: Member): member is EventSpeaker {
  return 'courseTopic' in member
}

export function Faculty({ faculty, gradient }: { faculty: readonly Member[]; gradient: string }) {
  return (
    <ul css={grid(3)}>
      {faculty.map((member) => (
        <li key={member.name} css={card}>
          <div css={head}>
            <span css={avatar} style={{ background: gradient }} aria-hidden="true">
              {member.avatar}
            </span>
            <div>
              <h3 css={name}>{member.name}</h3>
              <p css={muted}>
                {member.title} · {member.institution}
              </p>
            </div>
          </div>
          <span css={chip}>{member.category}</span>
          <p css={cardText}>{member.description}</p>
          {isSpeaker(member) && (
            <dl css={facts}>
              <div>
                <dt>分享主题</dt>
                <dd>{member.courseTopic}</dd>
              </div>
              <div>
                <dt>背景</dt>
                <dd>{member.background}</dd>
              </div>
              <div>
                <dt>代表成就</dt>
                <dd>{member.achievement}</dd>
              </div>
            </dl>
          )}
          <ul css={chipList} aria-label={`${member.name}的专长`}>
            {member.expertise.map((item) => (
              <li key={item} css={[chip, { background: colors.surfaceAlt, color: colors.text, fontWeight: 500 }]}>
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
