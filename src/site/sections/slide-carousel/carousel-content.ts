// Facts of the slide carousel: timing, the rotating gradients, the stats a slide without its own
// shows, and the slide shown when loading fails or finds nothing.
import slideBackground from '@shared/slide-background.js'
import slideFacts from '@shared/slides.json' with { type: 'json' }
import type { CarouselStat } from '../../../types/pocketbase'

export const carouselTiming = {
  /** Auto-advance interval. */
  autoplayMs: 5000,
  /** After an arrow or dot click, auto-play resumes this much later. */
  resumeDelayMs: 100,
  /** How long one slide takes to slide in; low-powered devices get a quicker slide. */
  slideMs: 600,
  lowTierSlideMs: 300,
} as const

/** Stat tiles per slide: three, two on phones. */
export const maxStats = slideFacts.statsShown

export const slideGradients: readonly string[] = slideFacts.gradients

export const defaultStats: readonly CarouselStat[] = slideFacts.defaultStats

/** What a slide needs to be shown; live slides and the default one both fit. */
export interface SlideContent {
  id: string
  title: string
  subtitle: string
  description: string
  button_text: string
  button_link: string
  stats: CarouselStat[] | null
  background: string
  /** Image URLs by thumbnail width, or null for a gradient-only slide. */
  image: { small: string; medium: string; wide: string } | null
}

export const defaultSlide: SlideContent = {
  id: 'default',
  title: '企业 AI 战略领导力',
  subtitle: 'AI 战略班 · 面向企业高管',
  description: '三天两晚，与 30 位企业决策者一起，把 AI 从概念变成本企业可执行的战略蓝图与转型路线图。',
  button_text: '查看课程',
  button_link: '/products/courses',
  stats: [
    { label: '高管参与度', value: '100%' },
    { label: '决策效率提升', value: '300%' },
    { label: '转型投资回报', value: '300%+' },
  ],
  background: '',
  image: null,
}

/** The stats a slide shows: its own (at most three), else the defaults. */
export function statsOf(slide: Pick<SlideContent, 'stats'>): readonly CarouselStat[] {
  const own = (slide.stats ?? []).filter((stat) => stat.label && stat.value)
  return (own.length > 0 ? own : defaultStats).slice(0, maxStats)
}

/** The background of slide `index`: its own when it is one of the gradients, else the gradients in turn. */
export function backgroundOf(slide: Pick<SlideContent, 'background'>, index: number): string {
  return slideBackground.backgroundOf(slide.background, slideGradients, index)
}
