// How far visitors get with each lead form, as counts only: a form came on screen (or its dialog
// opened), someone started typing in it, it was submitted; and the course handbook requested. Each
// step is sent once per page view and form; nothing typed leaves the browser before the form is sent.
import { formSteps, routes } from '@shared/beacons.json'
import { sendBeacon } from './beacon'

/** On a lead form's <form>: its form type (src/site/forms/lead-form.tsx). */
export const LEAD_FORM_ATTRIBUTE = 'data-lead-form'
/** On the links that download the course handbook. */
export const HANDBOOK_ATTRIBUTE = 'data-handbook'

export type FormStep = (typeof formSteps.steps)[number] | typeof formSteps.handbook.step

const sent = new Set<string>()

/** Reports `step` of `form` on this page, once per page view. */
export function reportFormStep(form: string, step: FormStep): void {
  const key = `${form}:${step}`
  if (sent.has(key)) return
  sent.add(key)
  sendBeacon(routes.formStep, { path: window.location.pathname, form, step })
}

const formOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(`form[${LEAD_FORM_ATTRIBUTE}]`) : null)

/**
 * Watches the page's lead forms and handbook links: a served form coming on screen is `opened`, the
 * first input in any lead form (the 免费咨询 dialog's too) `started`; a handbook link followed is the
 * handbook `requested`. The dialog reports its own opening, the form its submission.
 */
export function watchFormSteps(): void {
  const forms = document.querySelectorAll(`form[${LEAD_FORM_ATTRIBUTE}]`)
  if (forms.length > 0 && 'IntersectionObserver' in window) {
    // On screen: its top has come above the lowest quarter of the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          reportFormStep(entry.target.getAttribute(LEAD_FORM_ATTRIBUTE) ?? '', 'opened')
        }
      },
      { rootMargin: '0px 0px -25% 0px' },
    )
    forms.forEach((form) => observer.observe(form))
  }
  document.addEventListener(
    'input',
    (event) => {
      const form = formOf(event.target)
      if (form) reportFormStep(form.getAttribute(LEAD_FORM_ATTRIBUTE) ?? '', 'started')
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(`a[${HANDBOOK_ATTRIBUTE}]`)) reportFormStep(formSteps.handbook.form, formSteps.handbook.step)
    },
    true,
  )
}
