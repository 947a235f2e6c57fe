// Adding a slide (/admin/carousels/create): on the page the list was showing, 启用, with the spec's three
// stats; without an 排序 it goes last on its page. The spec's toasts: 正在创建轮播图... replaced by the result.
import { Create, useDataProvider, type RaRecord } from 'react-admin'
import { useSaveToasts } from '../../layout/action-toast'
import { SlideForm, toStoredSlide, type SlideFormValues } from './carousel-form'
import { defaultPage } from './carousel-pages'
import { defaultStats } from './carousel-stats'
import { NO_LINK } from './carousel-links'

export function CarouselCreate() {
  const { started, mutationOptions } = useSaveToasts('carousels', {
    loading: 'resources.carousels.notifications.creating',
    done: 'resources.carousels.notifications.created',
    failed: 'resources.carousels.notifications.createFailed',
  })
  const dataProvider = useDataProvider()
  /** The stored values; an empty 排序 becomes one more than the page's last slide. */
  const transform = async (values: SlideFormValues): Promise<Partial<RaRecord>> => {
    const slide = started(toStoredSlide(values))
    if (slide.order_index === null || slide.order_index === undefined || slide.order_index === '') {
      const { data } = await dataProvider.getList('carousels', {
        filter: { page_id: slide.page_id },
        sort: { field: 'order_index', order: 'DESC' },
        pagination: { page: 1, perPage: 1 },
      })
      slide.order_index = data.length > 0 ? Number(data[0].order_index ?? 0) + 1 : 1
    }
    return slide
  }
  return (
    <Create
      title="resources.carousels.pageCreate"
      redirect="list"
      transform={transform}
      mutationOptions={mutationOptions}
    >
      <SlideForm mode="create" defaultValues={() => ({ page_id: defaultPage, active: true, stats: defaultStats(), link_choice: NO_LINK })} />
    </Create>
  )
}
