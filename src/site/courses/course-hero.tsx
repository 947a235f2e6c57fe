// Top of a course landing page: the back link, the course's <h1>, its pitch, the facts a buyer
// checks first (price, length, class size, level, venue, intake) and the two calls to action.
import { css } from '@emotion/react'
import { courseCentreLink, handbook } from '../content/courses/helpers'
import { offeringKinds, offeringLabelsOf } from '../content/courses/offering'
import type { Course } from '../content/courses/types'
import { colors, layout, media, radii } from '../theme'
import { Icon } from '../ui/icons'
import { courseSlots, courseTextSlots } from '../content/content-slots'
import { courseTextKeys, sectionLabelKey } from '../content/text-keys'
import { CourseIntakeCity, CourseIntakeLine } from './intake-islands'

const band = css({ color: colors.onDark, padding: '40px 0 64px', [media.narrow]: { padding: '24px 0 40px' } })
const inner = css({ maxWidth: layout.maxWidth, margin: '0 auto', padding: `0 ${layout.gutter}`, display: 'grid', gap: '20px' })
const back = css({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '44px',
  color: 'rgba(255, 255, 255, 0.92)',
  fontSize: '15px',
  textDecoration: 'none',
  '&:hover': { color: colors.onDark, textDecoration: 'underline' },
})
const eyebrow = css({ fontSize: '15px', fontWeight: 600, letterSpacing: '0.04em', color: 'rgba(255, 255, 255, 0.85)' })
const heading = css({ fontSize: '44px', lineHeight: 1.2, fontWeight: 800, [media.narrow]: { fontSize: '32px' } })
const tagline = css({ fontSize: '22px', fontWeight: 600, [media.narrow]: { fontSize: '18px' } })
const intro = css({ maxWidth: '760px', fontSize: '17px', lineHeight: 1.8, color: 'rgba(255, 255, 255, 0.9)', [media.narrow]: { fontSize: '15px' } })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: '12px',
  margin: '8px 0 0',
  [media.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [media.narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8px', '& > :first-of-type': { gridColumn: '1 / -1' } },
})
// The label comes first in the markup (a <dl> needs it), the value shows above it.
const fact = css({
  display: 'flex',
  flexDirection: 'column-reverse',
  // In a reversed column flex-end is the top: the value stays level across a row.
  justifyContent: 'flex-end',
  gap: '2px',
  padding: '14px 16px',
  borderRadius: radii.tile,
  background: colors.veil,
  border: '1px solid rgba(255, 255, 255, 0.2)',
  '& dt': { fontSize: '13px', color: 'rgba(255, 255, 255, 0.8)' },
  '& dd': { margin: 0, fontSize: '20px', fontWeight: 700, [media.narrow]: { fontSize: '17px' } },
})
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '4px' })
const action = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '48px',
  padding: '0 24px',
  borderRadius: '10px',
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  [media.narrow]: { flex: '1 1 100%' },
})
const primary = css({ background: colors.surface, color: colors.ink, '&:hover': { background: colors.brandTint } })
const secondary = css({ border: '1px solid rgba(255, 255, 255, 0.7)', color: colors.onDark, '&:hover': { background: colors.veil } })

export function CourseHero({ course, registrationLabel }: { course: Course; registrationLabel: string }) {
  const labels = offeringLabelsOf(course.id)
  // The facts staff publish in 课程管理 are marked for the server (pb_hooks/lib/pages/content-markup.js).
  const published = courseSlots(course.id)
  const texts = courseTextSlots(course.id)
  const figures = [
    { label: labels.fee, value: course.priceText, slot: published.price },
    { label: labels.duration, value: course.duration, slot: published.duration },
    { label: labels.size, value: course.participants.text, slot: published.seats },
    { label: labels.audience, value: course.level, slot: published.level },
    { label: labels.venue, value: <CourseIntakeCity courseId={course.id} venueCity={course.venue.city} />, slot: {} },
  ]
  return (
    <section css={band} style={{ background: course.gradient }} aria-labelledby="course-title">
      <div css={inner}>
        <a href={courseCentreLink.path} css={back}>
          <Icon name="arrowLeft" size={18} />
          {courseCentreLink.label}
        </a>
        <p css={eyebrow} {...texts.text(courseTextKeys.fullName)}>
          {course.fullName}
        </p>
        <h1 id="course-title" css={heading} {...texts.text(courseTextKeys.name)}>
          {course.title}
        </h1>
        <p css={tagline} {...texts.text(courseTextKeys.tagline)}>
          {course.hero.tagline}
        </p>
        <p css={intro} {...texts.text(courseTextKeys.intro)}>
          {course.hero.intro}
        </p>
        <dl css={facts}>
          {figures.map((figure) => (
            <div key={figure.label} css={fact}>
              <dt>{figure.label}</dt>
              <dd {...figure.slot}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <CourseIntakeLine courseId={course.id} variant="hero" />
        <div css={actions}>
          {/* The registration section's heading is also this button's words. */}
          <a href="#registration" css={[action, primary]} {...texts.text(sectionLabelKey('registration'))}>
            {registrationLabel}
          </a>
          <a href={handbook.path} css={[action, secondary]} download {...published.handbook}>
            <Icon name="download" size={18} />
            <span {...texts.text(courseTextKeys.ctaHandbook)}>{offeringKinds[course.id] === 'event' ? handbook.eventLabel : handbook.label}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
