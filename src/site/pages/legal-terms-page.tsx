// The terms of service.
import { termsOfService } from '../content/legal'
import { Page, type PageProps } from '../layout/page'
import { LegalDocument } from '../sections/legal-document'
import { PageHeader } from '../sections/page-header'

export default function LegalTermsPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
      <LegalDocument content={termsOfService} />
    </Page>
  )
}
