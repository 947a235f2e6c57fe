// Landing page of the invitation-only AI ecosystem meeting.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function CoursesEcosystemPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
