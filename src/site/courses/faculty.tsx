// Faculty cards: avatar, name, title, institution, category, description and expertise; speakers
// of the closed-door meeting also show their talk, background and achievement. The members are
// staff's (课程管理): the server writes them from this component's item templates (content/item-marks.tsx).
import { css } from '@emotion/react'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { EventSpeaker, Faculty as Member } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
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

const key = courseTextKeys.faculty
const expertiseKey = 'expertise'
const expertiseChip = css([chip, { background: colors.surfaceAlt, color: colors.text, fontWeight: 500 }])

function Expertise({ text, marks }: { text: string; marks: ItemMarks }) {
  return <li css={expertiseChip} {...marks.text(lineKey, text)} />
}

function Member({ member, event, gradient, marks }: { member: Member; event: boolean; gradient: string; marks: ItemMarks }) {
  const speaker = isSpeaker(member) ? member : null
  return (
    <li css={card}>
      <div css={head}>
        <span css={avatar} style={{ background: gradient }} aria-hidden="true" {...marks.text('avatar', member.avatar)} />
        <div>
          <h3 css={name} {...marks.text('name', member.name)} />
          <p css={muted}>
            {marks.inline('title', member.title)} · {marks.inline('institution', member.institution)}
          </p>
        </div>
      </div>
      <span css={chip} {...marks.text('category', member.category)} />
      <p css={cardText} {...marks.text('description', member.description)} />
      {event && (
        <dl css={facts}>
          {marks.shows(speaker?.courseTopic) && (
            <div {...marks.when('course_topic')}>
              <dt>分享主题</dt>
              <dd {...marks.text('course_topic', speaker?.courseTopic)} />
            </div>
          )}
          {marks.shows(speaker?.background) && (
            <div {...marks.when('background')}>
              <dt>背景</dt>
              <dd {...marks.text('background', speaker?.background)} />
            </div>
          )}
          {marks.shows(speaker?.achievement) && (
            <div {...marks.when('achievement')}>
              <dt>代表成就</dt>
              <dd {...marks.text('achievement', speaker?.achievement)} />
            </div>
          )}
        </dl>
      )}
      <ul
        css={chipList}
        {...marks.attr('aria-label', 'expertiseLabel', contentDisplay.texts.expertiseLabel.replace('{name}', member.name))}
        {...marks.list(
          expertiseKey,
          member.expertise.map((item) => <Expertise key={item} text={item} marks={liveItem} />),
        )}
      />
    </li>
  )
}

/** `event`: the closed-door meeting's speakers, with their talk, background and achievement. */
export function Faculty({ faculty, gradient, event, slots }: { faculty: readonly Member[]; gradient: string; event: boolean; slots: TextSlots }) {
  const blank: EventSpeaker = { name: '', title: '', institution: '', avatar: '', description: '', category: '', expertise: [], background: '', achievement: '', courseTopic: '' }
  return (
    <>
      <ul css={grid(3)} {...slots.list(key)}>
        {faculty.map((member) => (
          <Member key={member.name} member={member} event={event} gradient={gradient} marks={liveItem} />
        ))}
      </ul>
      <ItemTemplate name={textTemplate(key)}>
        <Member member={blank} event={event} gradient={gradient} marks={templateItem} />
      </ItemTemplate>
      <ItemTemplate name={textTemplate(key, expertiseKey)}>
        <Expertise text="" marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
