// The company's contact lines beside a short message form (name, e-mail, phone, needs).
import { css } from '@emotion/react'
import { contactLabels } from '../../content/contact'
import type { SiteSettings } from '../../data/types'
import { LeadFormIsland } from '../../forms/lead-form-island'
import { colors, media, radii } from '../../theme'
import { ContactDetails, contactBlock } from '../contact-details'

const grid = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: '40px', alignItems: 'start', [media.medium]: { gridTemplateColumns: '1fr' } })
const formCard = css({ padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, [media.narrow]: { padding: '20px' } })
const subheading = css({ color: colors.ink, fontSize: '20px', fontWeight: 700, marginBottom: '16px' })

interface QuickContactProps {
  /** The company's contact data; null until it has arrived. */
  settings: SiteSettings | null
  /** The form's label for the message field. */
  messageLabel: string
}

export function QuickContact({ settings, messageLabel }: QuickContactProps) {
  return (
    <div css={grid}>
      <div {...contactBlock}>
        <h3 css={subheading}>{contactLabels.heading}</h3>
        <ContactDetails settings={settings} variant="page" />
      </div>
      <div css={formCard}>
        <LeadFormIsland formType="contact" fields={['name', 'email', 'phone', 'message']} labels={{ message: messageLabel }} />
      </div>
    </div>
  )
}
