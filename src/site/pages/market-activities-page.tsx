// Market activities: Huawei, ISV and news rails, and the news detail modal they open.
import { pageHeaderMarks } from '../content/content-slots'
import { marketActivityRails } from '../content/market-activities'
import { Page, type PageProps } from '../layout/page'
import { PageHeader } from '../sections/page-header'
import { MarketNews } from '../sections/news/market-news'

export default function MarketActivitiesPage({ route }: PageProps) {
  return (
    <Page meta={route}>
      <PageHeader title={route.title} lead={route.description} marks={pageHeaderMarks()} />
      <MarketNews rails={marketActivityRails} />
    </Page>
  )
}
