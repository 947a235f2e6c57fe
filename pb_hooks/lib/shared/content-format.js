// How the site words what staff edit in 课程管理 and 页面管理 (a course's price and key facts, a legal
// page's dates) and names the slots of a course's facts (the names: shared/content-display.json): one
// implementation for the build (src/site/content, src/site/layout/seo.tsx), the server that fills the
// published records into the served pages (lib/pages/content-markup.js) and the back office.
// Pure: the wording (`display`, shared/content-display.json) is passed in, so the browser can import this file.

/** 58000 -> '58,000' (written out: PocketBase's JS engine has no locale-aware toLocaleString). */
function groupThousands(value) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Whether a course has a price. PocketBase stores an empty number field as 0, so an empty price
 * and 0 both mean 仅限邀请 (the build's content says null).
 * @param {unknown} price
 */
function hasPrice(price) {
  return typeof price === 'number' && price > 0
}

/** '¥58,000/人', or 仅限邀请 for a course without a price. @param {unknown} price */
function formatPrice(price, display) {
  const wording = display.wording
  return hasPrice(price) ? wording.pricePrefix + groupThousands(price) + wording.priceSuffix : wording.invitationOnly
}

/** '限25人'. @param {number} seats */
function formatSeats(seats, display) {
  return display.wording.seats.replace('{seats}', String(seats))
}

/**
 * The key facts as one sentence, as the course pages' descriptions end: '5天4晚，限25人，¥58,000/人。'
 * @param {{duration: string, seats: number, price: unknown}} facts
 */
function factsSentence(facts, display) {
  return display.wording.factsSentence
    .replace('{duration}', facts.duration)
    .replace('{seats}', formatSeats(facts.seats, display))
    .replace('{price}', formatPrice(facts.price, display))
}

/**
 * A page description as served: its {课程要点} replaced by the course's facts sentence (or by
 * nothing on a page that is no course's).
 * @param {string} description
 * @param {{duration: string, seats: number, price: unknown} | null} facts
 */
function expandDescription(description, facts, display) {
  return description.split(display.factsToken).join(facts ? factsSentence(facts, display) : '')
}

/** '2026-11-01' -> '2026年11月1日' ('' for anything else). @param {string} day */
function formatDay(day) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day || ''))
  return match ? match[1] + '年' + Number(match[2]) + '月' + Number(match[3]) + '日' : ''
}

/**
 * The price part of a course's JSON-LD: an Offer in CNY, or free when it has none.
 * @param {unknown} price
 * @param {string} url the course page's address
 */
function offerFields(price, url) {
  return hasPrice(price) ? { offers: { '@type': 'Offer', category: 'Paid', price: price, priceCurrency: 'CNY', url: url } } : { isAccessibleForFree: true }
}

/**
 * The slot of a course's fact ('course.practical.price'), as display.slots.course names it; the
 * marker side is src/site/ui/template-slots.ts.
 * @param {string} slug @param {string} fact
 */
function courseSlot(slug, fact, display) {
  return display.slots.course.replace('{slug}', slug).replace('{fact}', fact)
}

module.exports = {
  courseSlot,
  expandDescription,
  factsSentence,
  formatDay,
  formatPrice,
  formatSeats,
  groupThousands,
  hasPrice,
  offerFields,
}
