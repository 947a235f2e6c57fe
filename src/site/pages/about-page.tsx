// About: who we are, the core team, milestones, values, and a quick way to reach us.
import { css } from '@emotion/react'
import { aboutIntro, quickContact, team, timeline, values } from '../content/about'
import { contactLabels } from '../content/contact'
import { LeadFormIsland } from '../forms/lead-form-island'
import { useSiteSettings } from '../hooks/use-site-settings'
import { Page, type PageProps } from '../layout/page'
import { ContactDetails, contactBlock } from '../sections/contact-details'
import { SlideCarousel } from '../sections/slide-carousel/slide-carousel'
import { Icon } from '../ui/icons'
import { avatarStyle } from '../ui/initials-avatar'
import { Section } from '../ui/section'
import { colors, media, radii } from '../theme'

const prose = css({ display: 'grid', gap: '16px', maxWidth: '820px', fontSize: '17px' })

const teamGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '24px', [media.medium]: { gridTemplateColumns: '1fr' } })
const member = css({ padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, display: 'grid', gap: '12px', alignContent: 'start' })
const avatar = css(avatarStyle, { width: '72px', height: '72px', borderRadius: '50%', fontSize: '28px' })
const memberName = css({ color: colors.ink, fontSize: '20px', fontWeight: 700 })
const position = css({ color: colors.brand, fontSize: '14px', fontWeight: 600 })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: 0, padding: 0, listStyle: 'none' })
const chip = css({ padding: '2px 10px', borderRadius: radii.pill, background: colors.brandTint, color: colors.brandDark, fontSize: '13px' })

const timelineList = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '24px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.medium]: { gridTemplateColumns: '1fr', paddingLeft: '24px', borderLeft: `2px solid ${colors.line}` },
})
const year = css({ color: colors.brand, fontSize: '28px', fontWeight: 800 })
const stepTitle = css({ color: colors.ink, fontSize: '18px', fontWeight: 700, margin: '4px 0' })

const valueGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '24px', [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.narrow]: { gridTemplateColumns: '1fr' } })
const valueIcon = css({ display: 'inline-flex', width: '48px', height: '48px', borderRadius: radii.tile, alignItems: 'center', justifyContent: 'center', background: colors.brandTint, color: colors.brand })
const valueCard = css({ padding: '24px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}` })

const contactGrid = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: '40px', alignItems: 'start', [media.medium]: { gridTemplateColumns: '1fr' } })
const formCard = css({ padding: '28px', borderRadius: radii.card, background: colors.surface, border: `1px solid ${colors.line}`, [media.narrow]: { padding: '20px' } })
const subheading = css({ color: colors.ink, fontSize: '20px', fontWeight: 700, marginBottom: '16px' })

export default function AboutPage({ route }: PageProps) {
  const settings = useSiteSettings()
  return (
    <Page meta={route}>
      <SlideCarousel pageId="about" heading={route.title} />
      <Section id="intro" title={aboutIntro.title}>
        <div css={prose}>
          {aboutIntro.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>
      <Section id="team" tone="alt" title="核心团队" lead="战略、技术与生态三个方向的带头人，亲自参与每一期课程与重点项目。">
        <div css={teamGrid}>
          {team.map((person) => (
            <article key={person.name} css={member}>
              <span css={avatar} style={{ background: person.tone }} role="img" aria-label={`${person.name}的头像`}>
                {person.initials}
              </span>
              <h3 css={memberName}>{person.name}</h3>
              <p css={position}>{person.position}</p>
              <p>{person.description}</p>
              <ul css={chips} aria-label="专长">
                {person.expertise.map((item) => (
                  <li key={item} css={chip}>
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section id="timeline" title="发展历程">
        <ol css={timelineList}>
          {timeline.map((step) => (
            <li key={step.year}>
              <p css={year}>{step.year}</p>
              <h3 css={stepTitle}>{step.title}</h3>
              <p css={{ color: colors.muted }}>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="values" tone="alt" title="核心价值观">
        <div css={valueGrid}>
          {values.map((value) => (
            <article key={value.title} css={valueCard}>
              <span css={valueIcon}>
                <Icon name={value.icon} size={28} />
              </span>
              <h3 css={stepTitle}>{value.title}</h3>
              <p css={{ color: colors.muted, fontSize: '15px' }}>{value.description}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="quick-contact" title={quickContact.title} lead={quickContact.lead}>
        <div css={contactGrid}>
          <div {...contactBlock}>
            <h3 css={subheading}>{contactLabels.heading}</h3>
            <ContactDetails settings={settings} variant="page" />
          </div>
          <div css={formCard}>
            <LeadFormIsland formType="contact" fields={['name', 'email', 'phone', 'message']} labels={{ message: quickContact.messageLabel }} />
          </div>
        </div>
      </Section>
    </Page>
  )
}
