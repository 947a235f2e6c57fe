// The standalone page served with status 503 while maintenance mode is on: no scripts, no links.
import { css } from '@emotion/react'
import { siteName } from '../../lib/site-meta'
import { maintenancePage } from '../content/status-pages'
import { Page } from '../layout/page'
import { colors, gradients, radii } from '../theme'
import { siteNameSlots } from '../ui/template-slots'

const screen = css({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '24px',
  background: gradients.hero,
})

const card = css({
  maxWidth: '520px',
  padding: '40px 32px',
  borderRadius: radii.card,
  background: colors.surface,
  textAlign: 'center',
  boxShadow: '0 20px 50px rgba(15, 23, 42, 0.25)',
})

const brand = css({ color: colors.muted, fontSize: '14px' })

const heading = css({ marginTop: '12px', color: colors.ink, fontSize: '30px', fontWeight: 700 })

const lead = css({ marginTop: '16px', color: colors.text })

export default function MaintenancePage() {
  return (
    <Page meta={{ title: maintenancePage.title, description: maintenancePage.description }} name="maintenance">
      <div css={screen}>
        <div css={card}>
          <p css={brand} {...siteNameSlots.name}>
            {siteName}
          </p>
          <h1 css={heading}>{maintenancePage.title}</h1>
          <p css={lead}>{maintenancePage.lead}</p>
        </div>
      </div>
    </Page>
  )
}
