// Contact details and the contact form.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function ContactPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
