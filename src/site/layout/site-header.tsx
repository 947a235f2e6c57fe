// Top bar of every public page: the site name and the main navigation.
import { css } from '@emotion/react'
import { Link, NavLink } from 'react-router-dom'
import { siteName } from '../../lib/site-meta'
import { headerNav } from '../content/navigation'
import { colors, layout, media } from '../theme'
import { ConsultationModal } from './consultation-modal'

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(255, 255, 255, 0.96)',
  borderBottom: `1px solid ${colors.line}`,
})

const inner = css({
  maxWidth: layout.maxWidth,
  minHeight: layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
  display: 'flex',
  alignItems: 'center',
  gap: '32px',
  [media.narrow]: { flexDirection: 'column', alignItems: 'stretch', gap: 0, paddingTop: '10px' },
})

const brand = css({
  color: colors.ink,
  fontSize: '18px',
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

const navList = css({
  display: 'flex',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  [media.narrow]: { margin: `0 -${layout.gutter}`, padding: `4px ${layout.gutter} 8px` },
})

const navLink = css({
  display: 'block',
  padding: '8px 12px',
  borderRadius: '6px',
  color: colors.text,
  fontSize: '15px',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { color: colors.brand, background: colors.surfaceAlt },
  '&[aria-current="page"]': { color: colors.brand, fontWeight: 600 },
})

const actions = css({
  marginLeft: 'auto',
  [media.narrow]: { position: 'absolute', top: '8px', right: layout.gutter },
})

export function SiteHeader() {
  return (
    <header css={bar}>
      <div css={inner}>
        <Link to="/" css={brand}>
          {siteName}
        </Link>
        <nav aria-label="主导航">
          <ul css={navList}>
            {headerNav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end css={navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={actions}>
          <ConsultationModal />
        </div>
      </div>
    </header>
  )
}
