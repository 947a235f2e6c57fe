// Capability resources: four tiles marked 即将推出, a way to ask for them now, and a subscribe
// button that for now only says how to get updates.
import { css } from '@emotion/react'
import { capabilities } from '../content/products'
import { Page, type PageProps } from '../layout/page'
import { pageHeaderMarks, pageSectionMarks, pageTextSlots } from '../content/content-slots'
import { PageHeader } from '../sections/page-header'
import { SubscribeButton } from '../sections/subscribe-button'
import { ButtonLink } from '../ui/button-link'
import { Icon } from '../ui/icons'
import { Section } from '../ui/section'
import { colors, media, radii } from '../theme'

const back = css({ display: 'inline-block', marginBottom: '16px', color: colors.brand, textDecoration: 'none', fontWeight: 600 })
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '24px',
  [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [media.narrow]: { gridTemplateColumns: '1fr' },
})
const tile = css({ position: 'relative', padding: '28px 24px', borderRadius: radii.card, background: colors.surfaceAlt, border: `1px dashed ${colors.line}` })
const badge = css({ position: 'absolute', top: '16px', right: '16px', padding: '2px 10px', borderRadius: radii.pill, background: colors.accentTint, color: colors.accent, fontSize: '12px', fontWeight: 600 })
const iconBox = css({ display: 'inline-flex', width: '48px', height: '48px', borderRadius: radii.tile, alignItems: 'center', justifyContent: 'center', background: colors.accentTint, color: colors.accent })
const tileTitle = css({ margin: '12px 0 8px', color: colors.ink, fontSize: '18px', fontWeight: 700 })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '12px', justifyContent: 'center' })

export default function CapabilitiesPage({ route }: PageProps) {
  // The texts are staff's (页面管理): marked for the server.
  const texts = pageTextSlots
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} marks={pageHeaderMarks()}>
        <a href={capabilities.backPath} css={back}>
          ← {capabilities.backLabel}
        </a>
      </PageHeader>
      <Section id="capability-tiles" title={capabilities.tilesTitle} lead={capabilities.tilesLead} marks={pageSectionMarks('tiles')}>
        <div css={grid}>
          {capabilities.tiles.map((item, index) => (
            <article key={item.id} css={tile}>
              <span css={badge} {...texts.text('badge')}>
                {capabilities.badge}
              </span>
              <span css={iconBox}>
                <Icon name={item.icon} size={28} />
              </span>
              <h3 css={tileTitle} {...texts.text(`tile_${index + 1}_title`)}>
                {item.title}
              </h3>
              <p css={{ color: colors.muted, fontSize: '15px' }} {...texts.text(`tile_${index + 1}_summary`)}>
                {item.summary}
              </p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="capability-contact" tone="alt" centred title={capabilities.contactTitle} lead={capabilities.contactLead} marks={pageSectionMarks('contact')}>
        <div css={actions}>
          <ButtonLink to={capabilities.contactPath} marks={texts.text('contact_cta')}>
            {capabilities.contactCta}
          </ButtonLink>
          <SubscribeButton />
        </div>
      </Section>
    </Page>
  )
}
