// 光合行动: what the programme is, event highlights with two quotes and the event video, the 3D
// partner carousel, three-fold empowerment with the programme figures, three cases, and the
// application form (lead form type partner_application).
import { css } from '@emotion/react'
import { programmeFigures } from '../content/figures'
import { application, empowerment, eventHighlights, partnerGallery, programmeIntro, successCases } from '../content/partner-programme'
import { LeadFormIsland } from '../forms/lead-form-island'
import { Page, type PageProps } from '../layout/page'
import { EventVideo } from '../sections/event-video'
import { PartnerRing } from '../sections/partner-ring/partner-ring'
import { SlideCarousel } from '../sections/slide-carousel/slide-carousel'
import { FigureGrid } from '../ui/figure-grid'
import { Icon } from '../ui/icons'
import { Section } from '../ui/section'
import { colors, media, radii } from '../theme'

const prose = css({ display: 'grid', gap: '16px', maxWidth: '820px', fontSize: '17px' })
const twoColumns = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '24px', [media.narrow]: { gridTemplateColumns: '1fr' } })
const threeColumns = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '24px', [media.medium]: { gridTemplateColumns: '1fr' } })
const quoteCard = css({ margin: 0, padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, display: 'grid', gap: '16px' })
const quoteText = css({ fontSize: '17px', color: colors.ink, '&::before': { content: '"“"' }, '&::after': { content: '"”"' } })
const card = css({ padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}` })
const iconBox = css({ display: 'inline-flex', width: '48px', height: '48px', borderRadius: radii.tile, alignItems: 'center', justifyContent: 'center', background: colors.brandTint, color: colors.brand })
const cardTitle = css({ margin: '12px 0 8px', color: colors.ink, fontSize: '20px', fontWeight: 700 })
const results = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '8px', margin: '16px 0 0', '& > div': { display: 'flex', flexDirection: 'column-reverse', textAlign: 'center', padding: '10px 4px', borderRadius: '10px', background: colors.surfaceAlt } })
const formCard = css({ maxWidth: '760px', margin: '0 auto', padding: '32px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, [media.narrow]: { padding: '20px' } })

export default function GuanghePage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <SlideCarousel pageId="guanghe" heading={route.title} />
      <Section id="about-programme" eyebrow={programmeIntro.eyebrow} title="什么是光合行动">
        <div css={prose}>
          {programmeIntro.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
      <Section id="highlights" tone="alt" title={eventHighlights.title} lead={eventHighlights.lead}>
        <div css={twoColumns}>
          {eventHighlights.quotes.map((item) => (
            <figure key={item.name} css={quoteCard}>
              <blockquote css={{ margin: 0 }}>
                <p css={quoteText}>{item.quote}</p>
              </blockquote>
              <figcaption css={{ color: colors.muted, fontSize: '14px' }}>
                <strong css={{ color: colors.ink }}>{item.name}</strong> · {item.company} {item.title}
              </figcaption>
            </figure>
          ))}
        </div>
        <EventVideo />
      </Section>
      <Section id="partners" title={partnerGallery.title} lead={partnerGallery.lead} centred>
        <PartnerRing />
      </Section>
      <Section id="empowerment" tone="alt" title={empowerment.title} lead={empowerment.lead}>
        <div css={threeColumns}>
          {empowerment.pillars.map((pillar) => (
            <article key={pillar.title} css={card}>
              <span css={iconBox}>
                <Icon name={pillar.icon} size={28} />
              </span>
              <h3 css={cardTitle}>{pillar.title}</h3>
              <ul css={{ margin: 0, paddingLeft: '20px', display: 'grid', gap: '6px' }}>
                {pillar.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <div css={{ marginTop: '32px' }}>
          <FigureGrid figures={programmeFigures} />
        </div>
      </Section>
      <Section id="cases" title={successCases.title}>
        <div css={threeColumns}>
          {successCases.cases.map((item) => (
            <article key={item.company} css={card}>
              <p css={{ color: colors.brand, fontWeight: 600, fontSize: '14px' }}>{item.company}</p>
              <h3 css={cardTitle}>{item.project}</h3>
              <dl css={results}>
                {item.results.map((result) => (
                  <div key={result.label}>
                    <dt css={{ fontSize: '13px', color: colors.muted }}>{result.label}</dt>
                    <dd css={{ margin: 0, fontSize: '20px', fontWeight: 800, color: colors.ink }}>{result.value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      </Section>
      <Section id="apply" tone="alt" centred title={application.title} lead={application.lead}>
        <div css={formCard}>
          <LeadFormIsland formType="partner_application" labels={{ message: application.messageLabel }} submitLabel={application.submitLabel} />
        </div>
      </Section>
    </Page>
  )
}
