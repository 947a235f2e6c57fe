// The 免费咨询 button and its modal: a native <dialog> (focus stays inside, Escape closes, focus
// returns to the button), closed also by the backdrop, the close button or a successful submit.
import { css } from '@emotion/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { keepFocusInside } from '../ui/dialog-focus'
import { colors, media } from '../theme'

// The form (react-hook-form, zod) loads only when a visitor opens the modal.
const LeadForm = lazy(() => import('../forms/lead-form').then((module) => ({ default: module.LeadForm })))

/** The success panel stays this long before the modal closes by itself. */
export const CLOSE_AFTER_SUCCESS_MS = 2500

const trigger = css({
  minHeight: '40px',
  padding: '0 16px',
  border: 0,
  borderRadius: '8px',
  background: colors.brand,
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover': { background: colors.brandDark },
  [media.narrow]: { padding: '0 12px', fontSize: '14px' },
})

const largeTrigger = css({ minHeight: '48px', padding: '0 28px', fontSize: '16px', [media.narrow]: { width: '100%', fontSize: '16px' } })

const dialog = css({
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100dvh - 24px)',
  padding: 0,
  border: 0,
  borderRadius: '12px',
  boxShadow: '0 24px 64px rgba(15, 23, 42, 0.35)',
  '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
})

const panel = css({ padding: '24px', display: 'grid', gap: '16px' })
const head = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })
const close = css({ width: '40px', height: '40px', border: 0, background: 'none', fontSize: '24px', color: colors.muted, cursor: 'pointer' })

/** The 免费咨询 button (the navbar's, or a larger one where a page offers it) and its modal. */
export function ConsultationModal({ size = 'regular' }: { size?: 'regular' | 'large' }) {
  const ref = useRef<HTMLDialogElement>(null)
  // Stable across the prerender and the island (a page has at most one button of each size).
  const titleId = `consultation-${size}-title`
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
    // Lock the page behind the modal.
    document.body.style.overflow = open ? 'hidden' : ''
    return () => {
      document.body.style.overflow = ''
    }
  }, [open])

  return (
    <>
      <button type="button" css={[trigger, size === 'large' && largeTrigger]} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        免费咨询
      </button>
      <dialog
        ref={ref}
        css={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={keepFocusInside}
        // A click on the dialog box itself (not its panel) is a click on the backdrop.
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
      >
        {open && (
          <div css={panel}>
            <div css={head}>
              <h2 id={titleId} css={{ fontSize: '20px', fontWeight: 700, color: colors.ink }}>
                免费咨询
              </h2>
              <button type="button" css={close} aria-label="关闭" onClick={() => setOpen(false)}>
                ×
              </button>
            </div>
            <Suspense fallback={<p role="status">加载中...</p>}>
              <LeadForm formType="consultation" onSuccess={() => setTimeout(() => setOpen(false), CLOSE_AFTER_SUCCESS_MS)} />
            </Suspense>
          </div>
        )}
      </dialog>
    </>
  )
}
