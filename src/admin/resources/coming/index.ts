// The screens that come with the next issues (slides, news, partners, settings): menu entries and routes now.
import NewspaperIcon from '@mui/icons-material/Newspaper'
import SettingsIcon from '@mui/icons-material/Settings'
import HandshakeIcon from '@mui/icons-material/Handshake'
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel'
import { ComingSoon } from './coming-soon'

export const carousels = { list: ComingSoon, icon: ViewCarouselIcon }
export const news = { list: ComingSoon, icon: NewspaperIcon }
export const isvPartners = { list: ComingSoon, icon: HandshakeIcon }
export const settings = { list: ComingSoon, icon: SettingsIcon }
