// Bottom of every public page: course and legal links, copyright.
import { css } from '@emotion/react'
import { Link } from 'react-router-dom'
import { siteDescription, siteName, siteRoute } from '../../lib/site-meta'
import { footerCopy, footerGroups } from '../content/navigation'
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
  gridTemplateColumns: '2fr 1fr 1fr',
  gap: '32px',
  [media.narrow]: { gridTemplateColumns: '1fr', gap: '24px' },
})

const about = css({ maxWidth: '420px' })

const name = css({ color: '#ffffff', fontSize: '16px', fontWeight: 700, marginBottom: '8px' })

const heading = css({ color: '#ffffff', fontSize: '15px', fontWeight: 600, marginBottom: '12px' })

const list = css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' })

const link = css({ color: colors.footerText, textDecoration: 'none', '&:hover': { color: '#ffffff' } })

const bottom = css({
  marginTop: '40px',
  paddingTop: '20px',
  borderTop: '1px solid rgba(255, 255, 255, 0.12)',
  color: '#94a3b8',
  fontSize: '13px',
})

export function SiteFooter() {
  return (
    <footer css={footer}>
      <div css={inner}>
        <div css={columns}>
          <div css={about}>
            <p css={name}>{siteName}</p>
            <p>{siteDescription}</p>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 css={heading}>{group.heading}</h2>
              <ul css={list}>
                {group.paths.map((path) => (
                  <li key={path}>
                    <Link to={path} css={link}>
                      {siteRoute(path).title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p css={bottom}>
          © {siteName} {footerCopy.rights}
        </p>
      </div>
    </footer>
  )
}
