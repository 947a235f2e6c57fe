// Landing page of the AI strategy class.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function CoursesStrategyPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
