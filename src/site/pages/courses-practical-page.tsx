// Landing page of the AI practical bootcamp.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function CoursesPracticalPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
