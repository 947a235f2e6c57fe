// The course centre: the four courses with every card field, a call to talk to us, and the
// course handbook PDF generated from the same course facts.
import { css } from '@emotion/react'
import { courses, handbook } from '../content/courses'
import { courseCentre } from '../content/products'
import { Page, type PageProps } from '../layout/page'
import { pageHeaderMarks, pageSectionMarks, pageTextSlots } from '../content/content-slots'
import { CourseCard, courseGrid } from '../sections/course-card'
import { PageHeader } from '../sections/page-header'
import { ButtonLink } from '../ui/button-link'
import { Section } from '../ui/section'

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'center' })

export default function CourseCentrePage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} marks={pageHeaderMarks()} />
      <Section id="course-list" title={courseCentre.listTitle} lead={courseCentre.listLead} marks={pageSectionMarks('list')}>
        <div css={courseGrid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} showDescription />
          ))}
        </div>
      </Section>
      <Section id="course-help" tone="alt" centred title={courseCentre.helpTitle} lead={courseCentre.helpLead} marks={pageSectionMarks('help')}>
        <div css={actions}>
          <ButtonLink to={courseCentre.helpPath} marks={pageTextSlots.text('help_cta')}>
            {courseCentre.helpCta}
          </ButtonLink>
          <ButtonLink to={handbook.path} variant="secondary" download>
            {handbook.label}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  )
}
