// The course centre: the four courses side by side.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function ProductsCoursesPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
