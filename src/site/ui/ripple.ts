// The call-to-action links' 600 ms ripple (public spec §9), without React: the links are prerendered
// HTML on pages that may hydrate nothing, so one listener on the document draws it for any element
// marked `data-ripple`, where the device can afford it and motion is welcome.
import { currentDeviceTier, motionAllowed } from './device-tier'

export const rippleMs = 600

/** Marks an element that ripples from the pointer (its styles hold `.ripple`, see ./button-link.tsx). */
export const RIPPLE_ATTRIBUTE = 'data-ripple'

/** Draws one ripple in `target` from the pointer at (x, y), and removes it after `rippleMs`. */
function drawRipple(target: HTMLElement, x: number, y: number) {
  const box = target.getBoundingClientRect()
  const size = Math.max(box.width, box.height) / 2
  const dot = document.createElement('span')
  dot.className = 'ripple'
  dot.setAttribute('aria-hidden', 'true')
  dot.style.cssText = `width:${size}px;height:${size}px;left:${x - box.left - size / 2}px;top:${y - box.top - size / 2}px`
  target.appendChild(dot)
  window.setTimeout(() => dot.remove(), rippleMs)
}

/** Ripples every `data-ripple` element of the page when pressed; skipped on low-powered devices and with reduced motion. */
export function watchRipples(root: Document = document): void {
  root.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${RIPPLE_ATTRIBUTE}]`) : null
      if (!target || !motionAllowed() || currentDeviceTier() === 'low') return
      const { clientX, clientY } = event as MouseEvent
      drawRipple(target, clientX, clientY)
    },
    { passive: true },
  )
}
