// The home page. For now: the hero; carousel, course cards, figures and partner block come later.
import { homeHero } from '../content/home'
import { Page, type PageProps } from '../layout/page'
import { HomeHero } from '../sections/home-hero'

export default function HomePage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <HomeHero {...homeHero} title={route.title} intro={route.description} />
    </Page>
  )
}
