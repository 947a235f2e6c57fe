// 课程排期: course sessions (/admin/intakes) the course pages read live; loaded when first opened.
import EventIcon from '@mui/icons-material/Event'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'
import { courseName, intakeDates } from './intake-labels'

export default {
  list: lazy(() => import('./intake-list').then((module) => ({ default: module.IntakeList }))),
  create: lazy(() => import('./intake-form').then((module) => ({ default: module.IntakeCreate }))),
  edit: lazy(() => import('./intake-form').then((module) => ({ default: module.IntakeEdit }))),
  icon: EventIcon,
  recordRepresentation: (intake: RaRecord) => `${courseName(intake.course)} ${intakeDates(intake)}`.trim(),
}
