// The products hub: course centre and capability resources.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function ProductsPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
