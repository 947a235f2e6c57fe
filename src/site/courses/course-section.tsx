// One anchor section of a course page: its band (id, heading = the anchor label) and the body
// the section id calls for, from the course's content.
import type { ReactNode } from 'react'
import { offeringLabelsOf } from '../content/courses/offering'
import type { Course, PageSection } from '../content/courses/types'
import { Section } from '../ui/section'
import { courseSlots } from '../content/content-slots'
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

function Body({ course, section }: Omit<CourseSectionProps, 'tone'>) {
  switch (section.id) {
    case 'pain-points':
      return course.painPoints ? <PointCards points={course.painPoints} /> : null
    case 'solution':
      return course.solution ? <PointCards points={course.solution.steps} columns={course.solution.steps.length > 4 ? 3 : 2} /> : null
    case 'value':
      return course.value ? <PointCards points={course.value} icon="target" /> : null
    case 'audience':
      return <Audience audience={course.audience} />
    case 'advantages':
      return course.advantages ? <PointCards points={course.advantages} icon="trophy" /> : null
    case 'curriculum':
      return course.curriculum ? <Curriculum curriculum={course.curriculum} /> : null
    case 'schedule':
      return <Schedule schedule={course.schedule} />
    case 'faculty':
      return <Faculty faculty={course.faculty} gradient={course.gradient} />
    case 'assignments':
      return course.assignments ? <Assessment assignments={course.assignments} assessment={course.assessment} report={course.preCourseReport} /> : null
    case 'after-service':
      return <AfterService afterService={course.afterService} policies={course.policies} policiesHeading={offeringLabelsOf(course.id).policies} />
    case 'testimonials':
      return <Testimonials testimonials={course.testimonials} />
    case 'faq':
      return <Faq faq={course.faq} />
    case 'registration':
      return <Registration course={course} />
  }
}

export function CourseSection({ course, section, tone }: CourseSectionProps) {
  return (
    <Section id={section.id} title={section.label} lead={leadOf(course, section.id)} tone={tone}>
      <Body course={course} section={section} />
    </Section>
  )
}
