// The 光合行动 ISV partner programme and its application form.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function GuanghePage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
