// The curriculum: each day with its theme and modules (description and topics). Staff's (课程管理):
// the server writes the days, modules and topics from this component's item templates.
import { css } from '@emotion/react'
import type { CurriculumDay, CurriculumModule } from '../content/courses/types'
import type { TextSlots } from '../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
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

const key = courseTextKeys.curriculum

function Topic({ text, marks }: { text: string; marks: ItemMarks }) {
  return <li css={chip} {...marks.text(lineKey, text)} />
}

function Module({ item, marks }: { item: CurriculumModule; marks: ItemMarks }) {
  return (
    <li css={module}>
      <h4 css={moduleTitle} {...marks.text('title', item.title)} />
      <p css={cardText} {...marks.text('description', item.description)} />
      <ul
        css={chipList}
        aria-label="要点"
        {...marks.list(
          'topics',
          item.topics.map((topic) => <Topic key={topic} text={topic} marks={liveItem} />),
        )}
      />
    </li>
  )
}

function Day({ day, marks }: { day: Pick<CurriculumDay, 'title' | 'theme' | 'modules'>; marks: ItemMarks }) {
  return (
    <article css={card}>
      <header css={dayHead}>
        <h3 css={dayTitle} {...marks.text('title', day.title)} />
        <p css={theme} {...marks.text('theme', day.theme)} />
      </header>
      <ul
        css={modules}
        {...marks.list(
          'modules',
          day.modules.map((item) => <Module key={item.title} item={item} marks={liveItem} />),
        )}
      />
    </article>
  )
}

export function Curriculum({ curriculum, slots }: { curriculum: readonly CurriculumDay[]; slots: TextSlots }) {
  return (
    <>
      <div css={days} {...slots.list(key)}>
        {curriculum.map((day) => (
          <Day key={day.day} day={day} marks={liveItem} />
        ))}
      </div>
      <ItemTemplate name={textTemplate(key)}>
        <Day day={{ title: '', theme: '', modules: [] }} marks={templateItem} />
      </ItemTemplate>
      <ItemTemplate name={textTemplate(key, 'modules')}>
        <Module item={{ title: '', description: '', topics: [] }} marks={templateItem} />
      </ItemTemplate>
      <ItemTemplate name={textTemplate(key, 'modules', 'topics')}>
        <Topic text="" marks={templateItem} />
      </ItemTemplate>
    </>
  )
}
