// Top bar of every public page: the site name, the main navigation (a menu button on phones) and
// the 免费咨询 button. Translucent at the top of the page, solid once it is scrolled past 50 px.
// Plain HTML, not an island: ./header-controller.ts runs it in the browser without React, and
// ./consultation-opener.ts opens the dialog for its button.
import { css } from '@emotion/react'
import siteNameModule from '@shared/site-name.js'
import { siteName } from '../../lib/site-meta'
import { headerNav } from '../content/navigation'
import { colors, layout, media, radii } from '../theme'
import { ConsultationButton } from './consultation-button'
import { siteNameSlots } from '../ui/template-slots'
import { HEADER_ATTRIBUTE, MENU_ID, menuButtonLabel } from './header-controller'

const slideAway = 'transform 250ms ease, opacity 250ms ease'

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: 'rgba(255, 255, 255, 0.72)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: '1px solid transparent',
  transition: `background-color 200ms ease, box-shadow 200ms ease, border-color 200ms ease, ${slideAway}, visibility 0s linear 0s`,
  // A course page's compact bar takes the navbar's place: it slides up and fades, then leaves the
  // tab order once it is out of sight.
  '&[data-hidden="true"]': {
    transform: 'translateY(-100%)',
    opacity: 0,
    visibility: 'hidden',
    transition: `background-color 200ms ease, box-shadow 200ms ease, border-color 200ms ease, ${slideAway}, visibility 0s linear 250ms`,
  },
  '&[data-solid="true"]': {
    background: colors.surface,
    borderBottomColor: colors.line,
    boxShadow: '0 4px 16px rgba(15, 23, 42, 0.06)',
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
})

const inner = css({
  maxWidth: layout.maxWidth,
  height: layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
  display: 'flex',
  alignItems: 'center',
  gap: '24px',
  [media.narrow]: { gap: '8px', padding: '0 12px 0 16px' },
})

const brand = css({
  display: 'flex',
  alignItems: 'center',
  gap: '6px',
  color: colors.ink,
  fontSize: '18px',
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  [media.narrow]: { fontSize: '16px' },
})

const badge = css({
  padding: '1px 6px',
  borderRadius: '4px',
  background: '#eef2ff',
  color: colors.brand,
  fontSize: '12px',
  fontWeight: 600,
  '&:empty': { display: 'none' },
})

const nav = css({
  flex: 1,
  [media.medium]: {
    position: 'absolute',
    top: layout.headerHeight,
    left: 0,
    right: 0,
    background: colors.surface,
    borderBottom: `1px solid ${colors.line}`,
    boxShadow: '0 12px 24px rgba(15, 23, 42, 0.12)',
    '&[data-open="false"]': { display: 'none' },
  },
})

const navList = css({
  display: 'flex',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.medium]: { flexDirection: 'column', padding: '8px 12px 16px' },
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
  [media.medium]: { padding: '12px', fontSize: '16px' },
})

const actions = css({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: '4px' })

const menuButton = css({
  display: 'none',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: radii.control,
  background: 'none',
  color: colors.ink,
  cursor: 'pointer',
  [media.medium]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  '& svg': { width: '24px', height: '24px' },
  // Both icons are in the HTML; the menu's state shows one of them.
  '&[aria-expanded="true"] [data-icon="open"], &[aria-expanded="false"] [data-icon="close"]': { display: 'none' },
})

/** The name without its parenthesised note, and the note as a badge: 「AI 企业转型学院」「内测版」. */
export const brandParts: (name: string) => { main: string; note: string } = siteNameModule.brandParts

const headerAttribute = { [HEADER_ATTRIBUTE]: '' }

/** The bar as the page's HTML has it (menu closed, not scrolled); `path` marks the current entry. */
export function SiteHeader({ path }: { path: string }) {
  const { main, note } = brandParts(siteName)
  return (
    <header css={bar} data-solid="false" data-hidden="false" {...headerAttribute}>
      <div css={inner}>
        <a href="/" css={brand} aria-label={siteName} {...siteNameSlots.label}>
          <span {...siteNameSlots.main}>{main}</span>
          {/* Always there, so a name given a note later (网站名称, filled by the server) shows it. */}
          <span css={badge} {...siteNameSlots.note}>
            {note}
          </span>
        </a>
        <nav css={nav} id={MENU_ID} aria-label="主导航" data-open="false">
          <ul css={navList}>
            {headerNav.map((item) => (
              <li key={item.path}>
                <a href={item.path} css={navLink} aria-current={item.path === path ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div css={actions}>
          <ConsultationButton />
          <button type="button" css={menuButton} aria-controls={MENU_ID} aria-expanded="false" aria-label={menuButtonLabel(false)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path data-icon="open" d="M4 7h16M4 12h16M4 17h16" />
              <path data-icon="close" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  )
}
