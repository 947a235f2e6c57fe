// Previous/next arrows and page dots of the site's carousels and rails (slides, partners, news):
// round 44 px arrows, 24 px dot buttons whose current dot stretches into a pill. `light` sits on
// a white or grey band, `dark` over artwork.
import { css } from '@emotion/react'
import { colors } from '../theme'

/** What screen readers announce a carousel and one of its items as (aria-roledescription). */
export const carouselRoles = { carousel: '轮播图', slide: '幻灯片' } as const

const tones = {
  light: {
    arrow: { border: `1px solid ${colors.line}`, background: colors.surface, color: colors.ink },
    arrowHover: { borderColor: colors.brand, color: colors.brand },
    dot: colors.line,
    currentDot: colors.brand,
  },
  dark: {
    arrow: { border: '1px solid rgba(255, 255, 255, 0.5)', background: 'rgba(15, 23, 42, 0.35)', color: colors.onDark },
    arrowHover: { background: 'rgba(15, 23, 42, 0.6)' },
    dot: 'rgba(255, 255, 255, 0.5)',
    currentDot: colors.onDark,
  },
} as const

export type PagerTone = keyof typeof tones

export function pagerArrow(tone: PagerTone) {
  return css({
    width: '44px',
    height: '44px',
    borderRadius: '50%',
    ...tones[tone].arrow,
    fontSize: '20px',
    cursor: 'pointer',
    '&:hover': tones[tone].arrowHover,
  })
}

export const pagerDots = css({ display: 'flex', gap: '4px' })

export function pagerDot(tone: PagerTone) {
  return css({
    width: '24px',
    height: '24px',
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    '&::before': { content: '""', display: 'block', width: '10px', height: '10px', margin: '7px', borderRadius: '5px', background: tones[tone].dot, transition: 'width 0.2s ease, margin 0.2s ease' },
    '&[aria-current="true"]::before': { width: '22px', margin: '7px 1px', background: tones[tone].currentDot },
  })
}
