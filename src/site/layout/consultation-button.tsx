// A 免费咨询 button: the navbar's, or a larger one where a page offers it. It carries no handler of
// its own: ./consultation-opener.ts opens the dialog for every such button of the page.
import { css } from '@emotion/react'
import { colors, media, radii } from '../theme'
import { CONSULTATION_TRIGGER_ATTRIBUTE } from './consultation-opener'

const regular = css({
  minHeight: '40px',
  padding: '0 16px',
  border: 0,
  borderRadius: radii.control,
  background: colors.brand,
  color: colors.onDark,
  fontSize: '15px',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover': { background: colors.brandDark },
  // The dialog's code is still on its way (a click before the browser fetched it).
  '&[aria-busy="true"]': { cursor: 'progress' },
  [media.narrow]: { padding: '0 12px', fontSize: '14px' },
})

const large = css({ minHeight: '48px', padding: '0 28px', fontSize: '16px', [media.narrow]: { width: '100%', fontSize: '16px' } })

const triggerAttribute = { [CONSULTATION_TRIGGER_ATTRIBUTE]: '' }

export function ConsultationButton({ size = 'regular' }: { size?: 'regular' | 'large' }) {
  return (
    <button type="button" css={[regular, size === 'large' && large]} aria-haspopup="dialog" {...triggerAttribute}>
      免费咨询
    </button>
  )
}
