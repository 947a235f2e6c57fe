// The news rails of /market-activities written into the served HTML: each rail's first page (the
// banner's first item, the first cards of the others, the pager) or the rail's empty state, in place
// of the prerendered loading box, so the page shows its real news before any script runs and
// without JavaScript. The markup comes from the <template> fragments the build rendered from the
// rails' own components (src/site/sections/news/rail-templates.tsx, markers of ui/template-slots.ts), so
// it is the very markup React renders for the same items: the island hydrates over it.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rails = require(`${__hooks}/lib/shared/news-rails.json`)
const enums = require(`${__hooks}/lib/shared/enums.json`)
const pageData = require(`${__hooks}/lib/shared/page-data.json`)
const { longChineseDate } = require(`${__hooks}/lib/shared/news-date.js`)
const { perViewAt } = require(`${__hooks}/lib/shared/rail-layout.js`)
const { fill, replaceElement, splitTemplate, trusted } = require(`${__hooks}/lib/core/template-slots.js`)

const names = rails.fragments

function categoryBadge(category) {
  const badges = enums.newsCategories
  return Object.prototype.hasOwnProperty.call(badges, category) ? badges[category] : badges[rails.fallbackCategory]
}

/**
 * What one item's fragment is filled with. `item` is the item as the API gives it to a guest
 * (the page data block's JSON), `image` its thumbnail URL or null, `srcset` the banner's.
 */
function itemValues(fragments, item, image, srcset) {
  const dateTime = item.published_at || item.created || ''
  const date = longChineseDate(dateTime)
  const tags = (Array.isArray(item.tags) ? item.tags : []).slice(0, rails.cardTagLimit)
  return {
    image: image,
    srcset: image ? srcset || null : null,
    noImage: image ? null : true,
    badge: categoryBadge(item.category),
    title: item.title || '',
    summary: item.summary || null,
    date: date || null,
    noDate: date ? null : true,
    dateTime: dateTime,
    author: item.author || null,
    meta: date || item.author ? true : null,
    tags: tags.length > 0 ? trusted(tags.map((name) => fill(fragments[names.tag] || '', { name: String(name) })).join('')) : null,
    // The article's own page: a link that works without JavaScript (the island opens the modal instead).
    href: '/news/' + encodeURIComponent(item.id),
  }
}

/** The pager's dots for `count` pages, the first current (as RailPager renders them on page one). */
function pagerValues(fragments, count) {
  const dots = []
  for (let n = 1; n <= count; n++) dots.push(fill(fragments[names.dot] || '', { label: rails.pageLabel.split('{n}').join(String(n)), current: n === 1 ? 'true' : 'false' }))
  return { pager: count > 1 ? true : null, dots: trusted(dots.join('')) }
}

/** One rail's first page from its fragments; `imageOf(item, thumb)` gives an item's thumbnail URL or null. */
function railHtml(fragments, category, items, imageOf) {
  if (items.length === 0) return fragments[names.empty + category] || ''
  const cardFragment = fragments[names.card + category]
  if (cardFragment === undefined) {
    // A banner rail: one item a page.
    const first = items[0]
    const banner = pageData.images.newsBanner
    const srcset = banner.srcset.map((part) => imageOf(first, part.thumb) + ' ' + part.width + 'w').join(', ')
    return fill(fragments[names.rail + category] || '', Object.assign(itemValues(fragments, first, imageOf(first, banner.img.thumb), srcset), pagerValues(fragments, items.length)))
  }
  // At the width the hydrating render assumes.
  const perView = perViewAt(rails.layout, rails.layout.initialWidth)
  const cards = items.slice(0, perView).map((item) => fill(cardFragment, itemValues(fragments, item, imageOf(item, rails.cardThumb))))
  return fill(fragments[names.rail + category] || '', Object.assign({ cards: trusted(cards.join('')) }, pagerValues(fragments, Math.ceil(items.length / perView))))
}

/**
 * The market activities page `html` with its templates taken out and each rail's loading box
 * (marked with the rail's category) replaced by the rail's first page or its empty state.
 * `lists` maps a category to its published items (guest JSON, newest first).
 */
function fillNewsRails(html, lists, imageOf) {
  const { page, fragments } = splitTemplate(html)
  let out = page
  Object.keys(lists).forEach((category) => {
    if (fragments[names.rail + category] === undefined) return
    out = replaceElement(out, rails.loadingAttribute + '="' + category + '"', railHtml(fragments, category, lists[category], imageOf))
  })
  return out
}

module.exports = { fillNewsRails }
