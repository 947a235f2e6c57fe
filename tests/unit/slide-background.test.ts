// @vitest-environment node
// The background a slide is shown with (the served first slide and the browser's carousel alike):
// a stored value that is not one of the site's gradients is never written out.
import { describe, expect, it } from 'vitest'
import slideBackground from '@shared/slide-background.js'
import slideFacts from '@shared/slides.json'
import { backgroundOf } from '../../src/site/sections/slide-carousel/carousel-content'

const { gradients } = slideFacts

describe('slide backgrounds as shown', () => {
  it('show a slide’s own gradient', () => {
    expect(slideBackground.backgroundOf(gradients[2], gradients, 0)).toBe(gradients[2])
    expect(backgroundOf({ background: gradients[3] }, 1)).toBe(gradients[3])
  })

  it('fall back to the gradients in turn for none or an unknown value', () => {
    const banner = '#b91c1c url("data:image/svg+xml,x");min-height:900px'
    expect(slideBackground.backgroundOf(banner, gradients, 0)).toBe(gradients[0])
    expect(slideBackground.backgroundOf('', gradients, 1)).toBe(gradients[1])
    expect(slideBackground.backgroundOf(null, gradients, 0)).toBe(gradients[0])
    expect(backgroundOf({ background: banner }, 2)).toBe(gradients[2])
    expect(backgroundOf({ background: 'red' }, gradients.length)).toBe(gradients[0])
  })

  it('accept only none or a gradient for storing', () => {
    expect(slideBackground.isKnownBackground('', gradients)).toBe(true)
    expect(gradients.every((gradient) => slideBackground.isKnownBackground(gradient, gradients))).toBe(true)
    expect(slideBackground.isKnownBackground('red', gradients)).toBe(false)
    expect(slideBackground.isKnownBackground(`${gradients[0]};min-height:900px`, gradients)).toBe(false)
  })
})
