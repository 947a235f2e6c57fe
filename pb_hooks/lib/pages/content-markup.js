// What staff publish in 课程管理 and 页面管理, put into a served page: the route's document title,
// description and share image (pages), each course's price, duration, seats, level and handbook link
// wherever a page shows them, its JSON-LD offer (courses), and a legal page's body, version and
// effective date. The build marked those places (src/site/ui/template-slots.ts: pageSlots, courseSlots,
// legalSlots) with its own values as defaults; the published records fill them here, through the one
// fill (lib/core/template-slots.js) and escaper, the legal body through the article sanitiser.
// A preview (lib/pages/preview.js) passes the drafts, which then stand in for the published values.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const display = require(`${__hooks}/lib/shared/content-display.json`)
const routesJson = require(`${__hooks}/lib/shared/routes.json`)
const format = require(`${__hooks}/lib/shared/content-format.js`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const { fill, scriptJson, trusted } = require(`${__hooks}/lib/core/template-slots.js`)
const { absoluteUrl, fileUrl } = require(`${__hooks}/lib/pages/file-url.js`)

const COURSE_PATH = /^\/courses\/([a-z]+)$/
const JSON_LD = /(<script type="application\/ld\+json">)([\s\S]*?)(<\/script>)/g

/**
 * Drafts by collection and record id, as lib/publishing/drafts.js allDraftValues() gives them.
 * @typedef {{courses: Record<string, Record<string, any>>, pages: Record<string, Record<string, any>>}} Drafts
 */

/** A record's published values, or its draft's in a preview. */
function valuesOf(record, fields, drafts, collection) {
  const values = {}
  fields.forEach((name) => {
    values[name] = name === 'price' || name === 'seats' ? record.getFloat(name) : record.getString(name)
  })
  const draft = drafts && drafts[collection] ? drafts[collection][record.id] : null
  if (draft) Object.keys(draft).forEach((name) => (values[name] = draft[name]))
  return values
}

/** Every course's values by slug, with the record (for its handbook file). */
function coursesBySlug(app, drafts) {
  const courses = {}
  app.findRecordsByFilter('courses', '', '', 0, 0).forEach((record) => {
    courses[record.getString('slug')] = { record, values: valuesOf(record, ['price', 'duration', 'seats', 'level'], drafts, 'courses') }
  })
  return courses
}

function findPage(app, routePath) {
  try {
    return app.findFirstRecordByData('pages', 'path', routePath)
  } catch (_) {
    return null
  }
}

/** The values of a course's slots: its facts as the site words them, its handbook's address. */
function courseValues(slug, course) {
  const { record, values } = course
  const handbook = record.getString('handbook')
  const out = {}
  out[format.courseSlot(slug, 'price')] = format.formatPrice(values.price, display)
  out[format.courseSlot(slug, 'duration')] = values.duration
  out[format.courseSlot(slug, 'seats')] = format.formatSeats(values.seats, display)
  out[format.courseSlot(slug, 'level')] = values.level
  out[format.courseSlot(slug, 'handbook')] = handbook ? fileUrl(record, handbook) : display.generatedHandbookPath
  return out
}

/** The course page's JSON-LD with the published price as its offer (a Course; the meeting's Event too once it has a price). */
function fillOffer(html, course) {
  return html.replace(JSON_LD, (whole, open, json, close) => {
    let data
    try {
      data = JSON.parse(json)
    } catch (_) {
      return whole
    }
    if (!data || (data['@type'] !== 'Course' && data['@type'] !== 'Event')) return whole
    if (data['@type'] === 'Event' && !format.hasPrice(course.values.price)) return whole
    delete data.offers
    delete data.isAccessibleForFree
    Object.assign(data, format.offerFields(course.values.price, data.url))
    return open + scriptJson(JSON.stringify(data)) + close
  })
}

/**
 * `html` (the page served at `routePath`) with the published content filled in. `settings` gives
 * the site's name for the document title; `drafts` (a preview only) stand in for published values.
 * @param {Drafts} [drafts]
 */
function fillContent(app, html, routePath, settings, drafts) {
  /** @type {Record<string, unknown>} */
  const values = {}
  const courses = coursesBySlug(app, drafts)
  Object.keys(courses).forEach((slug) => Object.assign(values, courseValues(slug, courses[slug])))
  const slug = COURSE_PATH.exec(routePath)
  const course = slug && courses[slug[1]] ? courses[slug[1]] : null

  const page = findPage(app, routePath)
  if (page) {
    const published = valuesOf(page, ['title', 'description', 'body', 'version', 'effective_date'], drafts, 'pages')
    const siteName = (settings ? settings.getString('site_name').trim() : '') || routesJson.siteName
    const image = page.getString('share_image')
    values[format.PAGE_SLOTS.title] = format.documentTitle(published.title, siteName)
    values[format.PAGE_SLOTS.description] = format.expandDescription(published.description, course ? course.values : null, display)
    values[format.PAGE_SLOTS.image] = image ? absoluteUrl(app, fileUrl(page, image, display.shareImage.thumb)) : null
    if (published.version !== '') {
      values[format.LEGAL_SLOTS.body] = trusted(sanitizeNewsHtml(published.body).html)
      values[format.LEGAL_SLOTS.version] = published.version
      values[format.LEGAL_SLOTS.effectiveDate] = format.formatDay(published.effective_date)
    }
  }
  const filled = fill(html, values)
  return course ? fillOffer(filled, course) : filled
}

module.exports = { fillContent }
