// The privacy policy.
import { privacyPolicy } from '../content/legal'
import { Page, type PageProps } from '../layout/page'
import { LegalDocument } from '../sections/legal-document'
import { PageHeader } from '../sections/page-header'

export default function LegalPrivacyPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
      <LegalDocument content={privacyPolicy} />
    </Page>
  )
}
