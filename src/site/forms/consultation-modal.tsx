// The 免费咨询 modal: a native <dialog> (focus moves inside and stays there, Escape closes), closed
// also by the backdrop, the close button or a successful submit, after which focus returns to the
// button that opened it. It lives in a React root of its own, created the first time a visitor opens
// it (../layout/consultation-opener.ts loads this module): no page renders or hydrates it beforehand.
import { CacheProvider, css } from '@emotion/react'
import { StrictMode, useLayoutEffect, useRef } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { reportFormStep } from '../analytics/form-steps'
import { siteCache } from '../emotion-cache'
import { LeadForm } from './lead-form'
import { keepFocusInside } from '../ui/dialog-focus'
import { colors, radii, shadows } from '../theme'

/** The success panel stays this long before the modal closes by itself. */
export const CLOSE_AFTER_SUCCESS_MS = 2500

const TITLE_ID = 'consultation-title'
const FORM_TYPE = 'consultation'

const dialog = css({
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 24px)',
  padding: 0,
  border: 0,
  borderRadius: radii.tile,
  boxShadow: shadows.dialog,
  '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
})

const panel = css({ padding: '24px', display: 'grid', gap: '16px' })
const head = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })
const close = css({ width: '40px', height: '40px', border: 0, background: 'none', fontSize: '24px', color: colors.muted, cursor: 'pointer' })

/** The dialog, shown while `open`; `onClose` is asked to set `open` to false. */
export function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // In the commit itself, so that the dialog has closed by the time focus goes back to its opener.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      reportFormStep(FORM_TYPE, 'opened')
    }
    if (!open && element.open) element.close()
    // Lock the page behind the modal.
    document.body.style.overflow = open ? 'hidden' : ''
    return () => {
      document.body.style.overflow = ''
      // A success timer must not close the dialog the next time it opens.
      clearTimeout(closeTimer.current)
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      css={dialog}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A click on the dialog box itself (not its panel) is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {open && (
        <div css={panel}>
          <div css={head}>
            <h2 id={TITLE_ID} css={{ fontSize: '20px', fontWeight: 700, color: colors.ink }}>
              免费咨询
            </h2>
            <button type="button" css={close} aria-label="关闭" onClick={onClose}>
              ×
            </button>
          </div>
          <LeadForm
            formType={FORM_TYPE}
            onSuccess={() => {
              closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS)
            }}
          />
        </div>
      )}
    </dialog>
  )
}

let root: Root | undefined
/** The button that opened the dialog while it is open, else null. */
let opener: HTMLElement | null = null

function render(open: boolean): void {
  root?.render(
    <StrictMode>
      <CacheProvider value={siteCache()}>
        <ConsultationDialog open={open} onClose={closeConsultation} />
      </CacheProvider>
    </StrictMode>,
  )
}

function closeConsultation(): void {
  if (!opener) return
  const trigger = opener
  opener = null
  // The page behind a modal dialog is inert: focus can go back only once the dialog has closed.
  flushSync(() => render(false))
  trigger.focus()
}

/** Opens the dialog (creating its root the first time); focus returns to `trigger` when it closes. */
export function openConsultation(trigger: HTMLElement): void {
  if (opener) return
  if (!root) {
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  }
  opener = trigger
  render(true)
}
