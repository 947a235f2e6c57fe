// One course as a card: icon on its gradient, title, subtitle, price, duration, seats, level,
// description and the first three highlights, linking to the course page.
import { css } from '@emotion/react'
import { cardHighlights, coursePath, offeringLabelsOf, type Course } from '../content/courses'
import { Icon } from '../ui/icons'
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import { courseSlots, courseTextSlots } from '../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
import { colors, radii, shadows } from '../theme'
import { CourseIntakeLine } from '../courses/intake-islands'

const card = css({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radii.card,
  overflow: 'hidden',
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  boxShadow: shadows.card,
  transition: 'transform 200ms ease, box-shadow 200ms ease',
  '&:hover': { transform: 'translateY(-3px)', boxShadow: shadows.cardHover },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
})
const head = css({ padding: '24px', color: colors.onDark, display: 'grid', gap: '8px' })
const iconBox = css({ width: '48px', height: '48px', borderRadius: radii.tile, background: 'rgba(255, 255, 255, 0.18)', display: 'flex', alignItems: 'center', justifyContent: 'center' })
const title = css({ fontSize: '22px', fontWeight: 700, color: colors.onDark })
const subtitle = css({ fontSize: '14px', color: 'rgba(255, 255, 255, 0.88)' })
const body = css({ padding: '20px 24px 24px', display: 'flex', flexDirection: 'column', gap: '14px', flex: 1 })
const price = css({ fontSize: '24px', fontWeight: 800, color: colors.ink })
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: 0, padding: 0, listStyle: 'none' })
const fact = css({ padding: '2px 10px', borderRadius: radii.pill, fontSize: '13px', color: colors.text })
const list = css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', alignContent: 'start', gap: '8px', fontSize: '15px', flex: 1 })
const item = css({ display: 'flex', gap: '8px', alignItems: 'flex-start', '& svg': { flex: 'none', marginTop: '4px', color: colors.brand } })
const more = css({ alignSelf: 'flex-start', color: colors.brand, fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } })

function Highlight({ text, marks }: { text: string; marks: ItemMarks }) {
  return (
    <li css={item}>
      <Icon name="check" size={16} />
      <span {...marks.text(lineKey, text)} />
    </li>
  )
}

/** The card's link label: 了解 AI 实战营详情 (the server words it from the published name the same way). */
const detailsKey = 'detailsLabel'

export function CourseCard({ course, showDescription = false }: { course: Course; showDescription?: boolean }) {
  const { noun } = offeringLabelsOf(course.id)
  // The facts and texts staff publish in 课程管理 are marked for the server (pb_hooks/lib/pages/content-markup.js).
  const published = courseSlots(course.id)
  const texts = courseTextSlots(course.id)
  return (
    <article css={card} data-course={course.id}>
      <div css={head} style={{ background: course.gradient }}>
        <span css={iconBox}>
          <Icon name={course.icon} size={28} />
        </span>
        <h3 css={title} {...texts.text(courseTextKeys.name)}>
          {course.title}
        </h3>
        <p css={subtitle} {...texts.text(courseTextKeys.subtitle)}>
          {course.subtitle}
        </p>
      </div>
      <div css={body}>
        <p css={price} {...published.price}>
          {course.priceText}
        </p>
        <ul css={facts} aria-label={`${noun}信息`}>
          {[
            { text: course.duration, slot: published.duration },
            { text: course.participants.text, slot: published.seats },
            { text: course.level, slot: published.level },
          ].map(({ text, slot }) => (
            <li key={text} css={fact} style={{ background: course.bgColor }} {...slot}>
              {text}
            </li>
          ))}
        </ul>
        <CourseIntakeLine courseId={course.id} variant="card" />
        {showDescription && (
          <p css={{ color: colors.muted, fontSize: '15px' }} {...texts.text(courseTextKeys.summary)}>
            {course.description}
          </p>
        )}
        <ul css={list} aria-label={`${noun}亮点`} {...texts.list(courseTextKeys.highlights)}>
          {cardHighlights(course).map((text) => (
            <Highlight key={text} text={text} marks={liveItem} />
          ))}
        </ul>
        <ItemTemplate name={textTemplate(courseTextKeys.highlights)}>
          <Highlight text="" marks={templateItem} />
        </ItemTemplate>
        <a
          href={coursePath(course.id)}
          css={more}
          aria-label={contentDisplay.texts.courseExtras.detailsLabel.replace('{name}', course.title)}
          {...texts.attr('aria-label', detailsKey)}
        >
          了解详情 →
        </a>
      </div>
    </article>
  )
}

export const courseGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '24px',
  '@media (max-width: 1199px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (max-width: 639px)': { gridTemplateColumns: '1fr' },
})
