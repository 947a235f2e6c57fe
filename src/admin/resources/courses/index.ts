// 课程管理: the four courses' price and key facts (/admin/courses) and each course's editor with its
// drafts, preview, publication, schedule, history and handbook; loaded when first opened.
import SchoolIcon from '@mui/icons-material/School'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'
import { courseName } from '../intakes/intake-labels'

export default {
  list: lazy(() => import('./course-list').then((module) => ({ default: module.CourseList }))),
  edit: lazy(() => import('./course-edit').then((module) => ({ default: module.CourseEdit }))),
  icon: SchoolIcon,
  recordRepresentation: (course: RaRecord) => courseName(course.slug),
}
