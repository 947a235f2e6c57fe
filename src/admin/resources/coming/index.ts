// The screen that comes with the next issue (settings): its menu entry and route now.
import SettingsIcon from '@mui/icons-material/Settings'
import { ComingSoon } from './coming-soon'

export const settings = { list: ComingSoon, icon: SettingsIcon }
