// 轮播图管理: the slides of each page (/admin/carousels), their form (/create, /<id>); loaded when first opened.
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./carousel-list').then((module) => ({ default: module.CarouselList }))),
  create: lazy(() => import('./carousel-create').then((module) => ({ default: module.CarouselCreate }))),
  edit: lazy(() => import('./carousel-edit').then((module) => ({ default: module.CarouselEdit }))),
  icon: ViewCarouselIcon,
  recordRepresentation: (slide: RaRecord) => String(slide.title ?? ''),
}
