// 联系人: one per person, their leads grouped (by phone or e-mail, or merged by staff), listed from the
// contact_overview view; each contact's page edits it and merges or unmerges it. Loaded when first opened.
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./contact-list').then((module) => ({ default: module.ContactList }))),
  show: lazy(() => import('./contact-show').then((module) => ({ default: module.ContactShow }))),
  icon: PeopleAltOutlinedIcon,
  recordRepresentation: (contact: RaRecord) => String(contact.name ?? ''),
}
