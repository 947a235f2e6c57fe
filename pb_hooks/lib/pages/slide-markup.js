// The page's live slides, written into its HTML in place of the prerendered default slide, with the
// arrows and dots when there are several, so the page shows its first slide (image, title, stats,
// button) before any script runs and without JavaScript. The markup comes from the <template>
// fragments the build rendered from the carousel's own components
// (src/site/sections/slide-carousel/slide-templates.tsx); the browser's controller
// (src/site/sections/slide-carousel/carousel-controller.ts) then runs this markup as it is.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const slideFacts = require(`${__hooks}/lib/shared/slides.json`)
const { backgroundOf } = require(`${__hooks}/lib/shared/slide-background.js`)
const { fill, removeElement, replaceElementContent, splitTemplate, trusted } = require(`${__hooks}/lib/core/template-slots.js`)

const markup = slideFacts.markup
const names = markup.fragments

/** The stats a slide shows: its own complete pairs (at most three), else the defaults (as statsOf() does). */
function statsOf(stats) {
  const own = (Array.isArray(stats) ? stats : []).filter((stat) => stat && stat.label && stat.value)
  return (own.length > 0 ? own : slideFacts.defaultStats).slice(0, slideFacts.statsShown)
}

/** slides.json `labels` with the slide's number `n` (from 1) and the count filled in. */
function label(template, n, count) {
  return template.split('{n}').join(String(n)).split('{count}').join(String(count))
}

/**
 * Slide `index` of `count` (as the API gives it to a guest) as markup, from the page's fragments.
 * Only the first is shown and fetches its image at once; the others wait, hidden (a lazy image
 * beside the viewport is fetched all the same, and would compete with the first), for the controller.
 */
function slideHtml(fragments, slide, images, index, count) {
  const first = index === 0
  const part = (name, values) => trusted(fill(fragments[name] || '', values))
  const none = trusted('')
  const link = slide.button_text && slide.button_link
  const content = fill(fragments[names.slide] || '', {
    // Only a known gradient is written into the style attribute, whatever is stored.
    frameStyle: 'background:' + backgroundOf(slide.background, slideFacts.gradients, index),
    picture: images ? part(names.picture, Object.assign({ loading: first ? 'eager' : 'lazy', priority: first ? 'high' : 'auto', hidden: first ? null : '' }, images)) : none,
    subtitle: slide.subtitle ? part(names.subtitle, { text: slide.subtitle }) : none,
    title: slide.title || '',
    description: slide.description ? part(names.description, { text: slide.description }) : none,
    stats: trusted(
      statsOf(slide.stats)
        .map((stat) => fill(fragments[names.stat] || '', { label: String(stat.label), value: String(stat.value) }))
        .join(''),
    ),
    // A site address opens here, any other in a new tab (as SlideView decides).
    // A hidden slide's button is out of the Tab order.
    button: link
      ? part(String(slide.button_link).charAt(0) === '/' ? names.link : names.externalLink, { href: slide.button_link, text: slide.button_text, tabindex: first ? null : '-1' })
      : none,
  })
  return fill(fragments[names.item] || '', { label: label(slideFacts.labels.slide, index + 1, count), hidden: String(!first), content: trusted(content) })
}

/** The arrows and one dot per slide, the first current. */
function controlsHtml(fragments, count) {
  const dots = []
  for (let i = 0; i < count; i++) dots.push(fill(fragments[names.dot] || '', { label: label(slideFacts.labels.dot, i + 1, count), current: String(i === 0) }))
  return fill(fragments[names.controls] || '', { dots: trusted(dots.join('')) })
}

/**
 * The carousel page `html` with its templates taken out, the loading spinner removed (the server
 * has the answer) and, when `slides` has any, the default slide replaced by them, with the arrows
 * and dots for two or more. Each entry is `{slide, images}`: the slide as the API gives it to a
 * guest and its image URLs ({small, medium, wide}), or null for a gradient-only slide.
 */
function fillSlides(html, slides) {
  const { page, fragments } = splitTemplate(html)
  const settled = removeElement(page, markup.loadingAttribute)
  if (!slides || slides.length === 0 || !fragments[names.slide] || !fragments[names.item]) return settled
  const count = slides.length
  const items = slides.map((entry, index) => slideHtml(fragments, entry.slide, entry.images, index, count)).join('')
  const filled = replaceElementContent(settled, markup.trackAttribute, items)
  return count > 1 && fragments[names.controls] ? replaceElementContent(filled, markup.controlsAttribute, controlsHtml(fragments, count)) : filled
}

module.exports = { fillSlides }
