/// <reference path="../pb_data/types.d.ts" />
// A slide's 背景 is written into the served first slide's style attribute; from now on only the
// site's gradients (or none) are accepted. Slides stored earlier with any other value get none
// back (the gradients in turn). The gradients of the day (2026-11-25) are written out here, so this
// step stays what it was.
const GRADIENTS = [
  'linear-gradient(135deg, #1e3a8a 0%, #2563eb 55%, #7c3aed 100%)',
  'linear-gradient(135deg, #0f766e 0%, #0891b2 55%, #2563eb 100%)',
  'linear-gradient(135deg, #4c1d95 0%, #7c3aed 55%, #db2777 100%)',
  'linear-gradient(135deg, #0f172a 0%, #1e40af 55%, #0891b2 100%)',
]

migrate(
  (app) => {
    const slides = app.findRecordsByFilter('carousels', "background != ''", '', 0, 0)
    slides.forEach((slide) => {
      if (GRADIENTS.indexOf(slide.getString('background')) >= 0) return
      slide.set('background', '')
      app.saveNoValidate(slide)
    })
  },
  // Nothing to undo: the values reset were never safe to serve.
  () => {},
)
