// About: who we are, the core team, milestones, values, and a quick way to reach us.
import { aboutIntro, quickContact, team, timeline, values } from '../content/about'
import { useSiteSettings } from '../hooks/use-site-settings'
import { Page, type PageProps } from '../layout/page'
import { Milestones } from '../sections/about/milestones'
import { Prose } from '../sections/about/prose'
import { QuickContact } from '../sections/about/quick-contact'
import { TeamGrid } from '../sections/about/team-grid'
import { ValueCards } from '../sections/about/value-cards'
import { SlideCarousel } from '../sections/slide-carousel/slide-carousel'
import { Section } from '../ui/section'
import { pageSectionMarks } from '../content/content-slots'

export default function AboutPage({ route }: PageProps) {
  const settings = useSiteSettings()
  return (
    <Page meta={route}>
      <SlideCarousel pageId="about" heading={route.title} />
      <Section id="intro" title={aboutIntro.title} marks={pageSectionMarks('intro')}>
        <Prose paragraphs={aboutIntro.paragraphs} />
      </Section>
      <Section id="team" tone="alt" title={team.title} lead={team.lead} marks={pageSectionMarks('team')}>
        <TeamGrid team={team} />
      </Section>
      <Section id="timeline" title={timeline.title} marks={pageSectionMarks('timeline')}>
        <Milestones milestones={timeline.milestones} />
      </Section>
      <Section id="values" tone="alt" title={values.title} marks={pageSectionMarks('values')}>
        <ValueCards values={values.items} />
      </Section>
      <Section id="quick-contact" title={quickContact.title} lead={quickContact.lead} marks={pageSectionMarks('quick_contact')}>
        <QuickContact settings={settings} messageLabel={quickContact.messageLabel} />
      </Section>
    </Page>
  )
}
