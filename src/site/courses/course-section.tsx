// One anchor section of a course page: its band (id, heading = the anchor label) and the body
// the section id calls for, from the course's content.
import type { ReactNode } from 'react'
import { offeringLabelsOf } from '../content/courses/offering'
import type { Course, PageSection } from '../content/courses/types'
import { Section } from '../ui/section'
import { courseSlots, courseTextSlots, type TextSlots } from '../content/content-slots'
import { offeringKinds } from '../content/courses/offering'
import { courseTextKeys as keys, editableLeadSections, sectionLabelKey, sectionLeadKey } from '../content/text-keys'
import { AfterService } from './after-service'
import { Assessment } from './assessment'
import { Audience } from './audience'
import { Curriculum } from './curriculum'
import { Faculty } from './faculty'
import { Faq } from './faq'
import { CourseIntakeCity } from './intake-islands'
import { PointCards } from './point-cards'
import { Registration } from './registration'
import { Schedule } from './schedule'
import { Testimonials } from './testimonials'

interface CourseSectionProps {
  course: Course
  section: PageSection
  tone: 'plain' | 'alt'
}

/** A lead line under the heading, where the content has one. */
function leadOf(course: Course, id: PageSection['id']): ReactNode {
  switch (id) {
    case 'solution':
      return course.solution?.intro
    case 'audience':
      return course.audience.intro
    case 'after-service':
      return course.afterService.intro
    case 'curriculum': {
      const modules = course.curriculum?.reduce((sum, day) => sum + day.modules.length, 0) ?? 0
      return `${course.days} 天 ${modules} 个模块，每个模块都落到学员企业自己的业务上。`
    }
    case 'schedule':
      return (
        <>
          <span {...courseSlots(course.id).duration}>{course.duration}</span>，<CourseIntakeCity courseId={course.id} venueCity={course.venue.city} />，全程线下{offeringLabelsOf(course.id).format}。
        </>
      )
    default:
      return undefined
  }
}

function Body({ course, section, slots }: Omit<CourseSectionProps, 'tone'> & { slots: TextSlots }) {
  switch (section.id) {
    case 'pain-points':
      return course.painPoints ? <PointCards points={course.painPoints} slots={slots} listKey={keys.painPoints} /> : null
    case 'solution':
      return course.solution ? <PointCards points={course.solution.steps} columns={course.solution.steps.length > 4 ? 3 : 2} slots={slots} listKey={keys.solutionSteps} /> : null
    case 'value':
      return course.value ? <PointCards points={course.value} icon="target" slots={slots} listKey={keys.value} /> : null
    case 'audience':
      return <Audience audience={course.audience} slots={slots} />
    case 'advantages':
      return course.advantages ? <PointCards points={course.advantages} icon="trophy" slots={slots} listKey={keys.advantages} /> : null
    case 'curriculum':
      return course.curriculum ? <Curriculum curriculum={course.curriculum} slots={slots} /> : null
    case 'schedule':
      return <Schedule schedule={course.schedule} />
    case 'faculty':
      return <Faculty faculty={course.faculty} gradient={course.gradient} event={offeringKinds[course.id] === 'event'} slots={slots} />
    case 'assignments':
      return course.assignments ? <Assessment assignments={course.assignments} assessment={course.assessment} report={course.preCourseReport} slots={slots} /> : null
    case 'after-service':
      return <AfterService afterService={course.afterService} policies={course.policies} policiesHeading={offeringLabelsOf(course.id).policies} slots={slots} />
    case 'testimonials':
      return <Testimonials testimonials={course.testimonials} slots={slots} />
    case 'faq':
      return <Faq faq={course.faq} slots={slots} />
    case 'registration':
      return <Registration course={course} />
  }
}

export function CourseSection({ course, section, tone }: CourseSectionProps) {
  // The heading, the lead and the body's lists are staff's (课程管理): marked for the server.
  const slots = courseTextSlots(course.id)
  const marks = { title: slots.text(sectionLabelKey(section.id)), ...(editableLeadSections.has(section.id) ? { lead: slots.text(sectionLeadKey(section.id)) } : {}) }
  return (
    <Section id={section.id} title={section.label} lead={leadOf(course, section.id)} tone={tone} marks={marks}>
      <Body course={course} section={section} slots={slots} />
    </Section>
  )
}
