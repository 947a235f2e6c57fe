// The registration section every course page ends with: what the fee covers and when the next
// intake is, beside the lead form (type course_registration with this course's id and name).
// When staff switch registration off, the section says so and offers the consultation instead;
// the server refuses registrations then too.
import { css } from '@emotion/react'
import leadRules from '@shared/lead-rules.json' with { type: 'json' }
import { offeringLabelsOf } from '../content/courses/offering'
import type { Course, CourseId } from '../content/courses/types'
import { LeadForm } from '../forms/lead-form'
import { useSiteSettings } from '../hooks/use-site-settings'
import { ConsultationButton } from '../layout/consultation-button'
import { ContactDetails, contactBlock } from '../sections/contact-details'
import { colors, media } from '../theme'
import { Icon } from '../ui/icons'
import { courseSlots, courseTextSlots } from '../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { courseTextKeys, textTemplate } from '../content/text-keys'
import { island } from '../islands/island'
import { CourseIntakeCity, CourseIntakeLine } from './intake-islands'
import { card, cardText, cardTitle, muted } from './card-styles'

// The form's validation code loads apart from the page; the prerendered HTML already holds it.

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  gap: '32px',
  alignItems: 'start',
  [media.medium]: { gridTemplateColumns: '1fr' },
})
const facts = css({ display: 'grid', gap: '20px' })
const list = css({ margin: '10px 0 0', padding: 0, listStyle: 'none', display: 'grid', gap: '8px', fontSize: '15px', color: colors.text })
const listItem = css({ display: 'flex', gap: '8px', alignItems: 'flex-start', '& svg': { flex: 'none', marginTop: '4px', color: colors.brand } })
const price = css({ color: colors.ink, fontSize: '32px', fontWeight: 800 })
const formCard = css([card, { padding: '28px', boxShadow: '0 16px 40px rgba(15, 23, 42, 0.08)', [media.narrow]: { padding: '18px' } }])
const closed = css({ display: 'grid', gap: '16px', justifyItems: 'start' })

function CheckItem({ text, marks }: { text: string; marks: ItemMarks }) {
  return (
    <li css={listItem}>
      <Icon name="check" size={16} />
      <span {...marks.text(lineKey, text)} />
    </li>
  )
}

function Checklist({ items, label, marks = {} }: { items: readonly string[]; label: string; marks?: Record<string, string> }) {
  return (
    <ul css={list} aria-label={label} {...marks}>
      {items.map((text) => (
        <CheckItem key={text} text={text} marks={liveItem} />
      ))}
    </ul>
  )
}

interface FormProps {
  courseId: CourseId
  /** The course's name on the lead (course_name). */
  courseName: string
  /** Staff's words (课程管理), as published: the server sets them (`slots`). */
  title: string
  description: string
  submitLabel: string
}

/** The markers of the form's texts and which props the server sets from them (prerender only). */
function formSlots(courseId: CourseId) {
  const texts = courseTextSlots(courseId)
  return {
    marks: { title: texts.text(courseTextKeys.registrationTitle), description: texts.text(courseTextKeys.registrationDescription), submit: texts.text(courseTextKeys.registrationSubmit) },
    props: { title: texts.textName(courseTextKeys.registrationTitle), description: texts.textName(courseTextKeys.registrationDescription), submitLabel: texts.textName(courseTextKeys.registrationSubmit) },
  }
}

/** The registration form, or why registration is closed: an island (the rest of the section is HTML). */
function Form({ courseId, courseName, title, description, submitLabel }: FormProps) {
  const settings = useSiteSettings()
  // Open unless staff switched it off; until the settings arrive the form shows (the default).
  const open = settings?.registration_enabled ?? true
  const marks = import.meta.env.SSR ? formSlots(courseId).marks : null
  return (
    <div css={formCard}>
      <h3 css={[cardTitle, { fontSize: '22px' }]} {...marks?.title}>
        {title}
      </h3>
      {open ? (
        <>
          <p css={[cardText, { marginBottom: '20px' }]} {...marks?.description}>
            {description}
          </p>
          <LeadForm
            formType="course_registration"
            course={{ id: courseId, name: courseName }}
            consentPurpose={offeringLabelsOf(courseId).consentPurpose}
            submitLabel={submitLabel}
            submitMarks={marks?.submit}
          />
        </>
      ) : (
        <div css={closed} role="status">
          <p css={cardText}>{leadRules.messages.registrationClosed}</p>
          <ConsultationButton size="large" />
        </div>
      )}
    </div>
  )
}

export const RegistrationForm = island('course-registration', Form, {
  hydrate: 'interaction',
  slots: import.meta.env.SSR ? (props) => formSlots(props.courseId).props : undefined,
})

export function Registration({ course }: { course: Course }) {
  const { registration } = course
  const labels = offeringLabelsOf(course.id)
  const published = courseSlots(course.id)

  return (
    <div css={layout}>
      <div css={facts}>
        <div css={card}>
          <p css={muted}>{labels.fee}</p>
          <p css={price} {...published.price}>
            {course.priceText}
          </p>
          <p css={cardText}>
            <span {...published.duration}>{course.duration}</span> · <span {...published.seats}>{course.participants.text}</span> · <CourseIntakeCity courseId={course.id} venueCity={course.venue.city} />
          </p>
          <p css={[cardText, muted]}>{course.venue.description}</p>
          <CourseIntakeLine courseId={course.id} variant="registration" />
        </div>
        <div css={card}>
          <h3 css={cardTitle}>{labels.included}</h3>
          <Checklist items={course.included} label={labels.included} marks={courseTextSlots(course.id).list(courseTextKeys.included)} />
          <ItemTemplate name={textTemplate(courseTextKeys.included)}>
            <CheckItem text="" marks={templateItem} />
          </ItemTemplate>
        </div>
        {registration.admissionCriteria && (
          <div css={card}>
            <h3 css={cardTitle}>审核标准</h3>
            <p css={cardText}>申请按以下标准审核，我们将在 {registration.reviewWorkingDays} 个工作日内完成审核并通知结果：</p>
            <Checklist items={registration.admissionCriteria} label="审核标准" />
          </div>
        )}
        <div css={card} {...contactBlock}>
          <h3 css={[cardTitle, { marginBottom: '12px' }]}>直接联系我们</h3>
          <ContactDetails settings={null} variant="page" />
        </div>
      </div>
      <RegistrationForm
        courseId={course.id}
        courseName={registration.courseName}
        title={registration.title}
        description={registration.description}
        submitLabel={registration.submitLabel}
      />
    </div>
  )
}
