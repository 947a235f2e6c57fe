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
import { pageSectionMarks, pageTextSlots } from '../content/content-slots'
import { ItemTemplate, lineKey, liveItem, templateItem, type ItemMarks } from '../content/item-marks'
import { pageTextKeys, textTemplate } from '../content/text-keys'
import { Prose } from '../sections/about/prose'
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

interface Quote {
  quote: string
  name: string
  company: string
  title: string
}

function QuoteCard({ item, marks }: { item: Quote; marks: ItemMarks }) {
  return (
    <figure css={quoteCard}>
      <blockquote css={{ margin: 0 }}>
        <p css={quoteText} {...marks.text('quote', item.quote)} />
      </blockquote>
      <figcaption css={{ color: colors.muted, fontSize: '14px' }}>
        <strong css={{ color: colors.ink }} {...marks.text('name', item.name)} /> · {marks.inline('company', item.company)} {marks.inline('title', item.title)}
      </figcaption>
    </figure>
  )
}

function PillarPoint({ text, marks }: { text: string; marks: ItemMarks }) {
  return <li {...marks.text(lineKey, text)} />
}

interface CaseItem {
  company: string
  project: string
  results: readonly { label: string; value: string }[]
}

function CaseResult({ result, marks }: { result: CaseItem['results'][number]; marks: ItemMarks }) {
  return (
    <div>
      <dt css={{ fontSize: '13px', color: colors.muted }} {...marks.text('label', result.label)} />
      <dd css={{ margin: 0, fontSize: '20px', fontWeight: 800, color: colors.ink }} {...marks.text('value', result.value)} />
    </div>
  )
}

function CaseCard({ item, marks }: { item: CaseItem; marks: ItemMarks }) {
  return (
    <article css={card}>
      <p css={{ color: colors.brand, fontWeight: 600, fontSize: '14px' }} {...marks.text('company', item.company)} />
      <h3 css={cardTitle} {...marks.text('project', item.project)} />
      <dl
        css={results}
        {...marks.list(
          'results',
          item.results.map((result) => <CaseResult key={result.label} result={result} marks={liveItem} />),
        )}
      />
    </article>
  )
}

const pillarPoints = textTemplate(pageTextKeys.pillarPoints)

export default function GuanghePage({ route }: PageProps) {
  // The texts and lists are staff's (页面管理): marked for the server, lists written from their item templates.
  const texts = pageTextSlots
  return (
    <Page meta={route}>
      <SlideCarousel pageId="guanghe" heading={route.title} />
      <Section id="about-programme" eyebrow={programmeIntro.eyebrow} title={programmeIntro.title} marks={pageSectionMarks('intro')}>
        <Prose paragraphs={programmeIntro.paragraphs} layout={prose} />
      </Section>
      <Section id="highlights" tone="alt" title={eventHighlights.title} lead={eventHighlights.lead} marks={pageSectionMarks('highlights')}>
        <div css={twoColumns} {...texts.list(pageTextKeys.quotes)}>
          {eventHighlights.quotes.map((item) => (
            <QuoteCard key={item.name} item={item} marks={liveItem} />
          ))}
        </div>
        <ItemTemplate name={textTemplate(pageTextKeys.quotes)}>
          <QuoteCard item={{ quote: '', name: '', company: '', title: '' }} marks={templateItem} />
        </ItemTemplate>
        <EventVideo />
      </Section>
      <Section id="partners" title={partnerGallery.title} lead={partnerGallery.lead} centred marks={pageSectionMarks('partners')}>
        <PartnerRing />
      </Section>
      <Section id="empowerment" tone="alt" title={empowerment.title} lead={empowerment.lead} marks={pageSectionMarks('empowerment')}>
        <div css={threeColumns}>
          {/* Each pillar's words are staff's, its icon the design's: texts per position. */}
          {empowerment.pillars.map((pillar, index) => (
            <article key={pillar.title} css={card}>
              <span css={iconBox}>
                <Icon name={pillar.icon} size={28} />
              </span>
              <h3 css={cardTitle} {...texts.text(`pillar_${index + 1}_title`)}>
                {pillar.title}
              </h3>
              <ul css={{ margin: 0, paddingLeft: '20px', display: 'grid', gap: '6px' }} {...texts.list(`pillar_${index + 1}_points`)}>
                {pillar.points.map((point) => (
                  <PillarPoint key={point} text={point} marks={liveItem} />
                ))}
              </ul>
            </article>
          ))}
        </div>
        <ItemTemplate name={pillarPoints}>
          <PillarPoint text="" marks={templateItem} />
        </ItemTemplate>
        <div css={{ marginTop: '32px' }}>
          <FigureGrid figures={programmeFigures} list={{ key: pageTextKeys.figures, slots: texts }} />
        </div>
      </Section>
      <Section id="cases" title={successCases.title} marks={pageSectionMarks('cases')}>
        <div css={threeColumns} {...texts.list(pageTextKeys.cases)}>
          {successCases.cases.map((item) => (
            <CaseCard key={item.company} item={item} marks={liveItem} />
          ))}
        </div>
        <ItemTemplate name={textTemplate(pageTextKeys.cases)}>
          <CaseCard item={{ company: '', project: '', results: [] }} marks={templateItem} />
        </ItemTemplate>
        <ItemTemplate name={textTemplate(pageTextKeys.cases, 'results')}>
          <CaseResult result={{ label: '', value: '' }} marks={templateItem} />
        </ItemTemplate>
      </Section>
      <Section id="apply" tone="alt" centred title={application.title} lead={application.lead} marks={pageSectionMarks('apply')}>
        <div css={formCard}>
          <LeadFormIsland formType="partner_application" labels={{ message: application.messageLabel }} submitLabel={application.submitLabel} />
        </div>
      </Section>
    </Page>
  )
}
