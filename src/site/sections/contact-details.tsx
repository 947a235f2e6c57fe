// The company's contact data from site settings: phone, e-mail, address, working hours. A line
// whose value is empty is left out; nothing shows until the settings have arrived.
import pageData from '@shared/page-data.json' with { type: 'json' }
import { css } from '@emotion/react'
import type { SiteSettings } from '../data/types'
import { contactLabels } from '../content/contact'
import { colors, radii } from '../theme'

interface ContactLine {
  key: string
  label: string
  value: string
  href?: string
  note?: string
}

/**
 * Marks the element holding a heading and the contact lines: the server drops it whole when every
 * line is empty (pb_hooks/lib/pages/page-assembly.js), so no heading stands over nothing.
 */
export const contactBlock = { [pageData.contactBlockAttribute]: '' }

/** The lines to show, in the spec's order, without the empty ones. */
export function contactLines(settings: SiteSettings): ContactLine[] {
  const lines: ContactLine[] = [
    { key: 'phone', label: contactLabels.phone, value: settings.contact_phone, href: `tel:${settings.contact_phone.replace(/[^\d+]/g, '')}` },
    { key: 'email', label: contactLabels.email, value: settings.contact_email, href: `mailto:${settings.contact_email}`, note: contactLabels.emailNote },
    { key: 'address', label: contactLabels.address, value: settings.contact_address },
    { key: 'hours', label: contactLabels.hours, value: settings.working_hours },
  ]
  return lines.filter((line) => line.value.trim() !== '')
}

const styles = {
  footer: {
    list: css({ display: 'grid', gap: '8px', margin: 0 }),
    item: css({ display: 'flex', gap: '8px', flexWrap: 'wrap' }),
    label: css({ color: colors.footerMuted, '&::after': { content: '"："' } }),
    value: css({ margin: 0, '& a': { color: 'inherit', textDecoration: 'none' }, '& a:hover': { color: colors.onDark } }),
    note: css({ display: 'none' }),
  },
  page: {
    list: css({ display: 'grid', gap: '16px', margin: 0 }),
    item: css({ padding: '16px 20px', borderRadius: radii.tile, background: colors.surfaceAlt, border: `1px solid ${colors.line}` }),
    label: css({ color: colors.muted, fontSize: '14px', marginBottom: '4px' }),
    value: css({ margin: 0, color: colors.ink, fontSize: '17px', fontWeight: 600, '& a': { color: colors.brand, textDecoration: 'none' } }),
    note: css({ display: 'block', marginTop: '4px', color: colors.muted, fontSize: '13px', fontWeight: 400 }),
  },
} as const

interface ContactDetailsProps {
  settings: SiteSettings | null
  variant: keyof typeof styles
}

/** Stands in for the lines while the settings load, so nothing below them moves when they arrive. */
const placeholder = contactLines({
  registration_enabled: true,
  contact_phone: '—',
  contact_email: '—',
  contact_address: '—',
  working_hours: '—',
  icp_number: '',
  police_number: '',
}).map((line) => ({ ...line, href: undefined }))

export function ContactDetails({ settings, variant }: ContactDetailsProps) {
  const lines = settings ? contactLines(settings) : placeholder
  if (lines.length === 0) return null
  const style = styles[variant]
  return (
    <dl css={style.list} aria-busy={settings ? undefined : true} style={settings ? undefined : { visibility: 'hidden' }}>
      {lines.map((line) => (
        <div key={line.key} css={style.item} data-contact={line.key}>
          <dt css={style.label}>{line.label}</dt>
          <dd css={style.value}>
            {line.href ? <a href={line.href}>{line.value}</a> : line.value}
            {line.note && <span css={style.note}>{line.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
