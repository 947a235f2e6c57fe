// ISV合作伙伴: the partners of 光合行动 as cards, added and edited in a modal (/admin/isv-partners); loaded when first opened.
import HandshakeIcon from '@mui/icons-material/Handshake'
import { lazy } from 'react'
import type { RaRecord } from 'react-admin'

export default {
  list: lazy(() => import('./partner-list').then((module) => ({ default: module.PartnerList }))),
  icon: HandshakeIcon,
  recordRepresentation: (partner: RaRecord) => String(partner.name ?? ''),
}
