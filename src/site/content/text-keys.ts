// The keys of a course's texts (editable-texts.ts defines each field under its key; the pages mark
// the same keys, content-slots.ts), and the names of the <template> fragments of their lists. Apart,
// so a component or an island that marks a text imports two names, not the field definitions.
import contentDisplay from '@shared/content-display.json' with { type: 'json' }
import type { SectionId } from './courses/types'

export const courseTextKeys = {
  name: 'name',
  fullName: 'full_name',
  subtitle: 'subtitle',
  summary: 'summary',
  highlights: 'highlights',
  tagline: 'tagline',
  intro: 'intro',
  ctaHandbook: 'cta_handbook',
  painPoints: 'pain_points',
  solutionSteps: 'solution_steps',
  value: 'value',
  audienceProfiles: 'audience_profiles',
  advantages: 'advantages',
  curriculum: 'curriculum',
  faculty: 'faculty',
  assignments: 'assignments',
  criteria: 'criteria',
  afterService: 'after_service',
  testimonials: 'testimonials',
  faq: 'faq',
  registrationTitle: 'registration_title',
  registrationDescription: 'registration_description',
  registrationSubmit: 'registration_submit',
  included: 'included',
} as const

/** The keys of the pages' lists and shared texts (页面管理), which a component and the fields both name. */
export const pageTextKeys = {
  /** The heading over a page's slide carousel, the page's <h1> (home, about, 光合行动, 产品服务). */
  carouselTitle: 'carousel_title',
  figures: 'figures',
  introParagraphs: 'intro_paragraphs',
  quotes: 'quotes',
  cases: 'cases',
  milestones: 'milestones',
  team: 'team',
  /** The one template of the programme's three pillars' points (pillar_<n>_points). */
  pillarPoints: 'pillar_points',
  /** The one template of the products hub's product lines' points (product_<n>_points). */
  productPoints: 'product_points',
} as const

/**
 * A news rail's texts on /market-activities, by its anchor id: its heading and subtitle (a section's
 * `<id>_title` and `_lead`, content-slots.ts pageSectionMarks) and the line shown when its category has no items.
 */
export const railTextKeys = (id: string) => ({ title: `${id}_title`, lead: `${id}_lead`, empty: `${id}_empty` }) as const

/** The sections whose lead line is a text of the course (the others word theirs from its facts). */
export const editableLeadSections: ReadonlySet<SectionId> = new Set<SectionId>(['solution', 'audience', 'after-service'])

/** The key of a section's heading (also its anchor-bar label) and of its lead line. */
export const sectionLabelKey = (id: SectionId) => `label_${id}`
export const sectionLeadKey = (id: SectionId) => `lead_${id}`

/** The <template> of a list (and of a list inside its items): 'content.faq', 'content.curriculum.modules'. */
export function textTemplate(...keys: string[]): string {
  return contentDisplay.texts.templatePrefix + keys.join('.')
}
