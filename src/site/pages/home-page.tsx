// The home page: hero, the four course cards, the six headline figures and the partner programme.
import { css } from '@emotion/react'
import { courses } from '../content/courses'
import { homeFigures } from '../content/figures'
import { homeSections } from '../content/home'
import { organization } from '../content/organization'
import { Page, type PageProps } from '../layout/page'
import { StructuredData } from '../layout/structured-data'
import { CourseCard, courseGrid } from '../sections/course-card'
import { SlideCarousel } from '../sections/slide-carousel/slide-carousel'
import { ButtonLink } from '../ui/button-link'
import { FigureGrid } from '../ui/figure-grid'
import { Section } from '../ui/section'
import { colors, gradients, layout, media } from '../theme'
import { pageSectionMarks, pageTextSlots } from '../content/content-slots'
import { pageTextKeys } from '../content/text-keys'

const partnerBand = css({
  borderRadius: '20px',
  padding: '48px',
  background: gradients.hero,
  color: colors.onDark,
  display: 'grid',
  gap: '16px',
  [media.narrow]: { padding: '28px 20px' },
})

export default function HomePage({ route }: PageProps) {
  const { partner } = homeSections
  // The section texts and figures are staff's (页面管理): marked for the server.
  const texts = pageTextSlots
  return (
    <Page meta={route}>
      <StructuredData data={organization} />
      <SlideCarousel pageId="home" heading={route.title} />
      <Section id="courses" title={homeSections.courses.title} lead={homeSections.courses.lead} marks={pageSectionMarks('courses')}>
        <div css={courseGrid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
        <p css={{ marginTop: '32px', display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'center', alignItems: 'center' }}>
          <span {...texts.text('courses_help_text')}>{homeSections.courses.helpText}</span>
          <ButtonLink to={homeSections.courses.help.path} variant="secondary" marks={texts.text('courses_help_cta')}>
            {homeSections.courses.help.label}
          </ButtonLink>
        </p>
      </Section>
      <Section id="figures" tone="alt" centred title={homeSections.figures.title} lead={homeSections.figures.lead} marks={pageSectionMarks('figures')}>
        <FigureGrid figures={homeFigures} list={{ key: pageTextKeys.figures, slots: texts }} />
      </Section>
      <section css={{ padding: '0 0 80px', background: colors.surfaceAlt }} aria-labelledby="partner-title">
        <div css={{ maxWidth: layout.maxWidth, margin: '0 auto', padding: `0 ${layout.gutter}` }}>
          <div css={partnerBand}>
            <p css={{ fontWeight: 600, letterSpacing: '0.08em', opacity: 0.9 }} {...texts.text('partner_eyebrow')}>
              {partner.eyebrow}
            </p>
            <h2
              id="partner-title"
              css={{ fontSize: '30px', lineHeight: 1.3, fontWeight: 700, color: colors.onDark, [media.narrow]: { fontSize: '22px' } }}
              {...texts.text('partner_title')}
            >
              {partner.title}
            </h2>
            <p css={{ maxWidth: '720px', color: 'rgba(255, 255, 255, 0.9)' }} {...texts.text('partner_lead')}>
              {partner.lead}
            </p>
            <div>
              <ButtonLink to={partner.cta.path} variant="light" marks={texts.text('partner_cta')}>
                {partner.cta.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </Page>
  )
}
