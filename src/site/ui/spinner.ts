// The loading spinner of every section that waits for live data: a ring with a coloured head,
// on a light background (brand on line) or over artwork (white on translucent white).
import { css, keyframes } from '@emotion/react'
import { colors } from '../theme'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

const tones = {
  light: { track: colors.line, head: colors.brand },
  dark: { track: 'rgba(255, 255, 255, 0.3)', head: colors.onDark },
} as const

export function spinnerStyle(sizePx: number, tone: keyof typeof tones = 'light') {
  return css({
    display: 'inline-block',
    width: `${sizePx}px`,
    height: `${sizePx}px`,
    borderRadius: '50%',
    border: `3px solid ${tones[tone].track}`,
    borderTopColor: tones[tone].head,
    animation: `${spin} 0.8s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  })
}
