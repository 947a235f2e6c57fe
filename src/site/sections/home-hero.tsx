// The home page's opening band: headline, one-line introduction and the two main calls to action.
import { css } from '@emotion/react'
import { Link } from 'react-router-dom'
import { colors, gradients, layout, media } from '../theme'

const band = css({
  background: gradients.hero,
  color: '#ffffff',
  padding: '112px 0 120px',
  [media.narrow]: { padding: '64px 0 72px' },
})

const inner = css({
  maxWidth: layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${layout.gutter}`,
})

const eyebrowText = css({
  display: 'inline-block',
  padding: '4px 14px',
  borderRadius: '999px',
  background: 'rgba(255, 255, 255, 0.16)',
  fontSize: '14px',
  letterSpacing: '0.04em',
})

const headline = css({
  marginTop: '20px',
  maxWidth: '760px',
  fontSize: '52px',
  lineHeight: 1.2,
  fontWeight: 800,
  [media.narrow]: { fontSize: '32px' },
})

const introText = css({
  marginTop: '20px',
  maxWidth: '640px',
  fontSize: '19px',
  color: 'rgba(255, 255, 255, 0.88)',
  [media.narrow]: { fontSize: '16px' },
})

const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '16px',
  marginTop: '36px',
})

const button = css({
  display: 'inline-block',
  padding: '12px 28px',
  borderRadius: '8px',
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  transition: 'transform 0.15s ease, background-color 0.15s ease',
  '&:hover': { transform: 'translateY(-1px)' },
})

const primary = css(button, { background: '#ffffff', color: colors.brandDark })

const secondary = css(button, {
  border: '1px solid rgba(255, 255, 255, 0.7)',
  color: '#ffffff',
  '&:hover': { transform: 'translateY(-1px)', background: 'rgba(255, 255, 255, 0.12)' },
})

interface CallToAction {
  label: string
  path: string
}

interface HomeHeroProps {
  eyebrow: string
  title: string
  intro: string
  primaryCta: CallToAction
  secondaryCta: CallToAction
}

export function HomeHero({ eyebrow, title, intro, primaryCta, secondaryCta }: HomeHeroProps) {
  return (
    <section css={band}>
      <div css={inner}>
        <p css={eyebrowText}>{eyebrow}</p>
        <h1 css={headline}>{title}</h1>
        <p css={introText}>{intro}</p>
        <div css={actions}>
          <Link to={primaryCta.path} css={primary}>
            {primaryCta.label}
          </Link>
          <Link to={secondaryCta.path} css={secondary}>
            {secondaryCta.label}
          </Link>
        </div>
      </div>
    </section>
  )
}
