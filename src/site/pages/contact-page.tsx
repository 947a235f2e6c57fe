// Contact details and the contact form.
import { css } from '@emotion/react'
import { LeadForm } from '../forms/lead-form'
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'
import { colors, layout } from '../theme'

const section = css({ maxWidth: '720px', margin: '0 auto', padding: `48px ${layout.gutter} 72px` })
const heading = css({ fontSize: '24px', fontWeight: 700, color: colors.ink, marginBottom: '24px' })

export default function ContactPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} />
      <section css={section} aria-labelledby="contact-form-title">
        <h2 css={heading} id="contact-form-title">
          给我们留言
        </h2>
        <LeadForm formType="contact" />
      </section>
    </Page>
  )
}
