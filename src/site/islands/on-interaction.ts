// Islands that load their code only when a visitor reaches for them (the lead forms): until then
// their served inputs take typing as plain HTML. Focus, a tap or a press inside one starts loading
// its code; a submit before the code is ready waits for the form's own code (nothing else) and then
// goes through the form's handler. Plain code: the page entry (src/islands.tsx) runs it without React.
import { readPageData } from '../data/page-data'
import { ISLAND_ATTRIBUTE } from './names'

/** Set on a lead form's <form> once React runs it (src/site/forms/lead-form.tsx). */
export const FORM_READY_ATTRIBUTE = 'data-form-ready'

/** What a visitor does when reaching for a form: each starts loading its code. */
const REACHING = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const

/**
 * Whether an interaction island must run at once all the same: a course's registration form when
 * staff closed registration, which the island words instead of showing the form.
 */
export function runsAtOnce(element: HTMLElement): boolean {
  return element.getAttribute(ISLAND_ATTRIBUTE) === 'course-registration' && readPageData()?.settings?.registration_enabled === false
}

/** Resolves with the island's working form, once React has taken it over. */
function readyForm(element: HTMLElement): Promise<HTMLFormElement> {
  const find = () => element.querySelector<HTMLFormElement>(`form[${FORM_READY_ATTRIBUTE}]`)
  return new Promise((resolve) => {
    const found = find()
    if (found) return resolve(found)
    const observer = new MutationObserver(() => {
      const form = find()
      if (!form) return
      observer.disconnect()
      resolve(form)
    })
    observer.observe(element, { attributes: true, attributeFilter: [FORM_READY_ATTRIBUTE], childList: true, subtree: true })
  })
}

/** Loads `element`'s code (through `hydrate`) when a visitor reaches for it, and holds an early submit until it runs. */
export function hydrateOnInteraction(element: HTMLElement, hydrate: (element: HTMLElement) => Promise<void>): void {
  let started: Promise<void> | null = null
  const start = () => (started ??= hydrate(element))
  const reach = () => {
    for (const type of REACHING) element.removeEventListener(type, reach, true)
    void start()
  }
  for (const type of REACHING) element.addEventListener(type, reach, { capture: true, passive: true })
  // Reached for before the page's code ran (the entry loader starts it at that very focus or tap).
  if (element.contains(document.activeElement)) reach()
  // Registered before React's own listeners on this root, so it runs first: without the form's
  // code the browser would send the fields as a query string to this very page.
  element.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(FORM_READY_ATTRIBUTE)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      void start()
        .then(() => readyForm(element))
        .then((ready) => ready.requestSubmit())
    },
    true,
  )
}
