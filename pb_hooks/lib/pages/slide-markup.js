// The page's first live slide, written into its HTML in place of the prerendered default slide, so
// the page shows it (image, title, stats, button) before any script runs and without JavaScript.
// The markup comes from the <template> fragments the build rendered from the slide's own component
// (src/site/sections/slide-carousel/slide-templates.tsx); the browser's carousel then renders the
// same slides afresh from the page's data block.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const slideFacts = require(`${__hooks}/lib/shared/slides.json`)
const { backgroundOf } = require(`${__hooks}/lib/shared/slide-background.js`)
const { fill, removeElement, replaceElementContent, splitTemplate, trusted } = require(`${__hooks}/lib/pages/template-slots.js`)

const markup = slideFacts.markup
const names = markup.fragments

/** The stats a slide shows: its own complete pairs (at most three), else the defaults (as statsOf() does). */
function statsOf(stats) {
  const own = (Array.isArray(stats) ? stats : []).filter((stat) => stat && stat.label && stat.value)
  return (own.length > 0 ? own : slideFacts.defaultStats).slice(0, slideFacts.statsShown)
}

/** One slide (as the API gives it to a guest) as markup, from the page's fragments. */
function slideHtml(fragments, slide, images) {
  const part = (name, values) => trusted(fill(fragments[name] || '', values))
  const none = trusted('')
  const link = slide.button_text && slide.button_link
  return fill(fragments[names.slide] || '', {
    // Only a known gradient is written into the style attribute, whatever is stored.
    frameStyle: 'background:' + backgroundOf(slide.background, slideFacts.gradients, 0),
    picture: images ? part(names.picture, images) : none,
    subtitle: slide.subtitle ? part(names.subtitle, { text: slide.subtitle }) : none,
    title: slide.title || '',
    description: slide.description ? part(names.description, { text: slide.description }) : none,
    stats: trusted(
      statsOf(slide.stats)
        .map((stat) => fill(fragments[names.stat] || '', { label: String(stat.label), value: String(stat.value) }))
        .join(''),
    ),
    // A site address opens here, any other in a new tab (as SlideView decides).
    button: link ? part(String(slide.button_link).charAt(0) === '/' ? names.link : names.externalLink, { href: slide.button_link, text: slide.button_text }) : none,
  })
}

/**
 * The carousel page `html` with its templates taken out, the loading spinner removed (the server
 * has the answer) and, when `slide` is given, the default slide replaced by it. `images` holds the
 * slide's image URLs ({small, medium, wide}) or null for a gradient-only slide.
 */
function fillFirstSlide(html, slide, images) {
  const { page, fragments } = splitTemplate(html)
  const settled = removeElement(page, markup.loadingAttribute)
  if (!slide || !fragments[names.slide]) return settled
  return replaceElementContent(settled, markup.firstSlideAttribute, slideHtml(fragments, slide, images))
}

module.exports = { fillFirstSlide }
