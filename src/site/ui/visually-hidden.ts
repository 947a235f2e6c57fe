// Hides words from the eye but not from screen readers (an accessible name, a link's full title).
import type { CSSObject } from '@emotion/react'

export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
}
