// Bottom of every public page: course and legal links, company contact data and filing numbers
// from site settings (each hidden when empty), copyright.
import { css } from '@emotion/react'
import { siteDescription, siteName, siteRoute } from '../../lib/site-meta'
import { contactLabels, icpLookupUrl, policeLookupUrl } from '../content/contact'
import { footerCopy, footerGroups } from '../content/navigation'
import { useSiteSettings } from '../hooks/use-site-settings'
import { ContactDetails, contactBlock } from '../sections/contact-details'
import { siteNameSlots } from '../ui/template-slots'
import { colors, layout, media } from '../theme'

const footer = css({
  background: colors.footer,
  color: colors.footerText,
  padding: '48px 0 32px',
  fontSize: '14px',
})

const inner = css({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
})

const columns = css({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr 1.6fr',
  [media.medium]: { gridTemplateColumns: '1fr 1fr' },
  gap: '32px',
  [media.narrow]: { gridTemplateColumns: '1fr', gap: '24px' },
})

const about = css({ maxWidth: '420px' })

const name = css({ color: colors.onDark, fontSize: '16px', fontWeight: 700, marginBottom: '8px' })

const heading = css({ color: colors.onDark, fontSize: '15px', fontWeight: 600, marginBottom: '12px' })

const list = css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' })

const link = css({ color: colors.footerText, textDecoration: 'none', '&:hover': { color: colors.onDark } })

const bottom = css({
  marginTop: '40px',
  paddingTop: '20px',
  borderTop: `1px solid ${colors.veil}`,
  color: colors.footerMuted,
  fontSize: '13px',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 24px',
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover': { color: colors.onDark },
})

export function SiteFooter() {
  const settings = useSiteSettings()
  return (
    <footer css={footer}>
      <div css={inner}>
        <div css={columns}>
          <div css={about}>
            <p css={name} {...siteNameSlots.name}>
              {siteName}
            </p>
            <p>{siteDescription}</p>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 css={heading}>{group.heading}</h2>
              <ul css={list}>
                {group.paths.map((path) => (
                  <li key={path}>
                    <a href={path} css={link}>
                      {siteRoute(path).title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-contact" {...contactBlock}>
            <h2 css={heading} id="footer-contact">
              {contactLabels.heading}
            </h2>
            <ContactDetails settings={settings} variant="footer" />
          </section>
        </div>
        <div css={bottom} data-slot="filings">
          <p>
            © <span {...siteNameSlots.name}>{siteName}</span> {footerCopy.rights}
          </p>
          {settings?.icp_number && (
            <a href={icpLookupUrl} target="_blank" rel="noopener noreferrer" data-filing="icp">
              {settings.icp_number}
            </a>
          )}
          {settings?.police_number && (
            <a href={policeLookupUrl(settings.police_number)} target="_blank" rel="noopener noreferrer" data-filing="police">
              {settings.police_number}
            </a>
          )}
        </div>
      </div>
    </footer>
  )
}
