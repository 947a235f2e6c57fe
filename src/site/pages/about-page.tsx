// About the company: team, history and values.
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'

export default function AboutPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
    </Page>
  )
}
