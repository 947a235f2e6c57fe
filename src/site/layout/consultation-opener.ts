// Opens the 免费咨询 dialog from any button marked for it (the navbar's, a course page's) on pages
// that need not run React at all: a visitor's intent starts loading the dialog's code, a click opens
// it. Plain code that every page runs; the dialog itself (../forms/consultation-modal.tsx) is React.

/** Marks a button that opens the consultation dialog. */
export const CONSULTATION_TRIGGER_ATTRIBUTE = 'data-opens-consultation'

/** The id of the inert <template> in which the build lists the dialog's code (scripts/build.mjs). */
export const CONSULTATION_CODE_TEMPLATE_ID = 'consultation-code'

type DialogModule = typeof import('../forms/consultation-modal')

let loading: Promise<DialogModule> | undefined

/** The dialog's module, loaded once; a failed load (a dropped connection) is tried again next time. */
function loadDialog(): Promise<DialogModule> {
  loading ??= import('../forms/consultation-modal').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

function triggerOf(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CONSULTATION_TRIGGER_ATTRIBUTE}]`) : null
}

/**
 * Wires every consultation button of the page, including ones islands render later: hovering,
 * touching or focusing one loads the dialog's code, clicking opens the dialog (the button says it is
 * busy while the code still loads) and focus returns to that button when it closes.
 */
export function watchConsultationTriggers(root: Document = document): void {
  const prepare = (event: Event) => {
    if (triggerOf(event)) loadDialog().catch(() => undefined)
  }
  for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, prepare, { passive: true })
  root.addEventListener('click', (event) => {
    const trigger = triggerOf(event)
    if (!trigger) return
    trigger.setAttribute('aria-busy', 'true')
    loadDialog()
      .then((dialog) => dialog.openConsultation(trigger))
      .catch(() => undefined)
      .finally(() => trigger.removeAttribute('aria-busy'))
  })
}

/**
 * Has the browser fetch the dialog's code into its cache without running it, so the dialog opens at
 * once when a visitor asks for it: the build lists the files as prefetch links in an inert template,
 * and this puts them into the document. Called when the browser is idle.
 */
export function prefetchConsultationCode(root: Document = document): void {
  const template = root.getElementById(CONSULTATION_CODE_TEMPLATE_ID)
  if (template instanceof HTMLTemplateElement) root.head.append(template.content.cloneNode(true))
}
