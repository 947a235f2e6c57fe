// Contact: the company's contact column (from site settings) beside the 给我们留言 form.
import { css } from '@emotion/react'
import { contactFormHeading, contactLabels } from '../content/contact'
import { pageHeaderMarks, pageTextSlots } from '../content/content-slots'
import { LeadFormIsland } from '../forms/lead-form-island'
import { useSiteSettings } from '../hooks/use-site-settings'
import { Page, type PageProps } from '../layout/page'
import { ContactDetails, contactBlock } from '../sections/contact-details'
import { PageHeader } from '../sections/page-header'
import { colors, layout, media, radii, shadows } from '../theme'

const grid = css({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `48px ${layout.gutter} 72px`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr)',
  gap: '48px',
  alignItems: 'start',
  [media.medium]: { gridTemplateColumns: '1fr', gap: '32px' },
})

const heading = css({ fontSize: '24px', fontWeight: 700, color: colors.ink, marginBottom: '24px' })

const formCard = css({
  padding: '32px',
  borderRadius: radii.card,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  boxShadow: shadows.card,
  [media.narrow]: { padding: '20px' },
})

export default function ContactPage({ route }: PageProps) {
  const settings = useSiteSettings()
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} marks={pageHeaderMarks()} />
      <div css={grid}>
        <section aria-labelledby="contact-details-title" {...contactBlock}>
          <h2 css={heading} id="contact-details-title" {...pageTextSlots.text('details_title')}>
            {contactLabels.heading}
          </h2>
          <ContactDetails settings={settings} variant="page" />
        </section>
        <section css={formCard} aria-labelledby="contact-form-title">
          <h2 css={heading} id="contact-form-title" {...pageTextSlots.text('form_title')}>
            {contactFormHeading}
          </h2>
          <LeadFormIsland formType="contact" />
        </section>
      </div>
    </Page>
  )
}
