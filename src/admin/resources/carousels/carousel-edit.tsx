// Editing a slide (/admin/carousels/<id>): the spec's save toasts (正在保存轮播图... replaced by the result),
// delete with 确定要删除这个轮播图吗？.
import { Edit } from 'react-admin'
import { useSaveToasts } from '../../layout/action-toast'
import { SlideForm, linkChoiceDefault, toStoredSlide } from './carousel-form'

export function CarouselEdit() {
  const { started, mutationOptions } = useSaveToasts('carousels', {
    loading: 'resources.carousels.notifications.saving',
    done: 'resources.carousels.notifications.updated',
    failed: 'resources.carousels.notifications.saveFailed',
  })
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(values) => started(toStoredSlide(values))}
      mutationOptions={mutationOptions}
    >
      <SlideForm mode="edit" defaultValues={linkChoiceDefault} />
    </Edit>
  )
}
