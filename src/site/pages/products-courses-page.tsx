// The course centre: the four courses with every card field, a call to talk to us, and the
// course handbook PDF generated from the same course facts.
import { css } from '@emotion/react'
import { courses, handbook } from '../content/courses'
import { Page, type PageProps } from '../layout/page'
import { CourseCard, courseGrid } from '../sections/course-card'
import { PageHeader } from '../sections/page-header'
import { ButtonLink } from '../ui/button-link'
import { Section } from '../ui/section'

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'center' })

export default function CourseCentrePage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
      <Section id="course-list" title="选择适合您的课程" lead="每门课程都有完整的课表、师资与课后服务，点击卡片查看详情。">
        <div css={courseGrid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} showDescription />
          ))}
        </div>
      </Section>
      <Section id="course-help" tone="alt" centred title="需要为团队定制学习路径？" lead="告诉我们企业的阶段与目标，顾问将在24小时内给出课程组合建议。也可以先下载课程手册，与团队一起评估。">
        <div css={actions}>
          <ButtonLink to="/contact">联系顾问</ButtonLink>
          <ButtonLink to={handbook.path} variant="secondary" download>
            {handbook.label}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  )
}
