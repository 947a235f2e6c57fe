// Landing page of the AI marketing workshop.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function CoursesMarketingPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
