// The plain-code controls every public page runs without React: the header, the 免费咨询 buttons,
// the alert buttons and the call-to-action ripple. Started by the built site's entry (src/islands.tsx) and the dev server's
// (src/main.tsx) alike.
import { watchAlertButtons } from '../ui/alert-buttons'
import { watchRipples } from '../ui/ripple'
import { watchConsultationTriggers } from './consultation-opener'
import { startHeaderController } from './header-controller'

export function startPageControls(): void {
  startHeaderController()
  watchConsultationTriggers()
  watchAlertButtons()
  watchRipples()
}
