// The site's call-to-action link: primary (filled) or secondary (outlined), light or on a dark band,
// with a 600 ms ripple where the device can afford it and motion is welcome (drawn by ./ripple.ts,
// which every page runs without React).
import { css, keyframes } from '@emotion/react'
import type { ReactNode } from 'react'
import { colors, radii } from '../theme'
import { RIPPLE_ATTRIBUTE, rippleMs } from './ripple'


const spread = keyframes({ from: { transform: 'scale(0)', opacity: 0.45 }, to: { transform: 'scale(4)', opacity: 0 } })

const base = css({
  position: 'relative',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '10px 24px',
  borderRadius: radii.control,
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease, color 150ms ease',
  '& .ripple': {
    position: 'absolute',
    borderRadius: '50%',
    background: 'currentColor',
    pointerEvents: 'none',
    animation: `${spread} ${rippleMs}ms ease-out forwards`,
  },
})

const variants = {
  primary: css({ background: colors.brand, color: colors.onDark, '&:hover': { background: colors.brandDark } }),
  secondary: css({ border: `1px solid ${colors.brand}`, color: colors.brand, '&:hover': { background: colors.brandTint } }),
  light: css({ background: colors.surface, color: colors.brandDark, '&:hover': { background: colors.brandTint } }),
  ghost: css({ border: '1px solid rgba(255, 255, 255, 0.7)', color: colors.onDark, '&:hover': { background: colors.veil } }),
} as const

interface ButtonLinkProps {
  to: string
  variant?: keyof typeof variants
  children: ReactNode
  /** Files (a PDF) and other sites are plain links. */
  download?: boolean
  /** Markers of a text staff edit (content/content-slots.ts) on the link. */
  marks?: Record<string, string>
}

export function ButtonLink({ to, variant = 'primary', children, download = false, marks }: ButtonLinkProps) {
  const style = [base, variants[variant]]
  const ripples = { [RIPPLE_ATTRIBUTE]: '' }
  if (download || /^https?:/.test(to)) {
    return (
      <a href={to} css={style} {...ripples} download={download || undefined} {...(download ? {} : { target: '_blank', rel: 'noopener noreferrer' })} {...marks}>
        {children}
      </a>
    )
  }
  return (
    <a href={to} css={style} {...ripples} {...marks}>
      {children}
    </a>
  )
}
