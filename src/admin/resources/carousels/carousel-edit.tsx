// Editing a slide (/admin/carousels/<id>): the spec's save toasts, delete with 确定要删除这个轮播图吗？.
import { Edit, useNotify } from 'react-admin'
import { SlideForm, linkChoiceDefault, toStoredSlide } from './carousel-form'

export function CarouselEdit() {
  const notify = useNotify()
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={toStoredSlide}
      mutationOptions={{ onError: () => notify('resources.carousels.notifications.saveFailed', { type: 'error' }) }}
    >
      <SlideForm mode="edit" defaultValues={linkChoiceDefault} />
    </Edit>
  )
}
