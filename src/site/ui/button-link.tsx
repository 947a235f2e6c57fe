// The site's call-to-action link: primary (filled) or secondary (outlined), light or on a dark band,
// with a 600 ms ripple where the device can afford it and motion is welcome.
import { css, keyframes } from '@emotion/react'
import type { MouseEvent, ReactNode } from 'react'
import { currentDeviceTier, motionAllowed } from './device-tier'
import { colors, radii } from '../theme'

export const rippleMs = 600

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

/** Draws one ripple from the pointer; skipped on low-powered devices and with reduced motion. */
function ripple(event: MouseEvent<HTMLElement>) {
  if (!motionAllowed() || currentDeviceTier() === 'low') return
  const target = event.currentTarget
  const box = target.getBoundingClientRect()
  const size = Math.max(box.width, box.height) / 2
  const dot = document.createElement('span')
  dot.className = 'ripple'
  dot.style.cssText = `width:${size}px;height:${size}px;left:${event.clientX - box.left - size / 2}px;top:${event.clientY - box.top - size / 2}px`
  target.appendChild(dot)
  window.setTimeout(() => dot.remove(), rippleMs)
}

interface ButtonLinkProps {
  to: string
  variant?: keyof typeof variants
  children: ReactNode
  /** Files (a PDF) and other sites are plain links. */
  download?: boolean
}

export function ButtonLink({ to, variant = 'primary', children, download = false }: ButtonLinkProps) {
  const style = [base, variants[variant]]
  if (download || /^https?:/.test(to)) {
    return (
      <a href={to} css={style} onPointerDown={ripple} download={download || undefined} {...(download ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {children}
      </a>
    )
  }
  return (
    <a href={to} css={style} onPointerDown={ripple}>
      {children}
    </a>
  )
}
