// What staff publish in 课程管理 and 页面管理, put into a served page: the route's document title,
// description and share image (pages), each course's price, duration, seats, level and handbook link
// wherever a page shows them, its JSON-LD offer, name and description (courses), a legal page's body,
// version and effective date (its {线索保留期限} as the retention period of 系统设置), and every course's
// and the page's texts (lib/pages/text-markup.js), a news rail's pager named after the rail's heading. The build marked those places (src/site/content/content-slots.ts: pageSlots, courseSlots,
// legalSlots) with its own values as defaults; the published records' values are filled by the page's one
// fill (lib/core/template-slots.js, with the site's name) and escaper, the legal body through the article sanitiser.
// A preview (lib/pages/preview.js) passes the drafts, which then stand in for the published values.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const display = require(`${__hooks}/lib/shared/content-display.json`)
const routesJson = require(`${__hooks}/lib/shared/routes.json`)
const format = require(`${__hooks}/lib/shared/content-format.js`)
const { sanitizeNewsHtml } = require(`${__hooks}/lib/shared/news-html.js`)
const { documentTitle } = require(`${__hooks}/lib/shared/site-name.js`)
const { expandRetention, retentionMonths } = require(`${__hooks}/lib/shared/privacy.js`)
const { scriptJson, trusted } = require(`${__hooks}/lib/core/template-slots.js`)
const { absoluteUrl, fileUrl } = require(`${__hooks}/lib/pages/file-url.js`)
const newsRails = require(`${__hooks}/lib/shared/news-rails.json`)
const textFields = require(`${__hooks}/lib/shared/content-text-fields.json`)
const texts = require(`${__hooks}/lib/shared/content-texts.js`)
const { addTextValues, patchIslandProps } = require(`${__hooks}/lib/pages/text-markup.js`)

const COURSE_PATH = /^\/courses\/([a-z]+)$/
const JSON_LD_OPEN = '<script type="application/ld+json">'
const SCRIPT_CLOSE = '</script>'

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

/** A record's published texts, or its draft's in a preview (a draft holds them whole). */
function textsOf(record, drafts, collection) {
  const draft = drafts && drafts[collection] ? drafts[collection][record.id] : null
  if (draft && draft.texts && typeof draft.texts === 'object') return draft.texts
  try {
    return JSON.parse(record.getString('texts') || '{}') || {}
  } catch (_) {
    return {}
  }
}

/** Every course's values by slug, with the record (for its handbook file) and its texts. */
function coursesBySlug(app, drafts) {
  const courses = {}
  app.findRecordsByFilter('courses', '', '', 0, 0).forEach((record) => {
    courses[record.getString('slug')] = { record, values: valuesOf(record, ['price', 'duration', 'seats', 'level'], drafts, 'courses'), texts: textsOf(record, drafts, 'courses') }
  })
  return courses
}

/** The slots of a course's texts, where the page shows them, and the words made from them (a card link's 了解 AI 实战营详情). */
function addCourseTexts(values, slug, course, html, fragments) {
  const extras = display.texts.courseExtras
  Object.keys(extras).forEach((name) => {
    values[texts.courseTextSlot(slug, name, display)] = extras[name].replace(/\{(\w+)\}/g, (whole, key) => (typeof course.texts[key] === 'string' ? course.texts[key] : whole))
  })
  addTextValues(
    values,
    texts.courseTextFields(textFields, slug),
    course.texts,
    (key) => texts.courseTextSlot(slug, key, display),
    (key) => texts.courseListSlot(slug, key, display),
    // A course's lists are on its own page and its cards: none to look for on a page without its list slots.
    html.indexOf('data-slot="' + texts.courseListSlot(slug, '', display)) >= 0 ? html : '',
    fragments,
    course.values.seats,
  )
}

/** Whether `html` marks any of the course's texts (a text, a list, an attribute or an island's prop). */
function showsCourseTexts(html, slug) {
  return html.indexOf(texts.courseTextSlot(slug, '', display)) >= 0 || html.indexOf(texts.courseListSlot(slug, '', display)) >= 0
}

/** A news rail's pager label from the rail's published heading (shared/news-rails.json pagerLabel), where the page marks one. */
function addPagerLabels(values, pageTexts, html) {
  const suffix = newsRails.pagerSlotSuffix
  if (html.indexOf(suffix + '"') < 0) return
  Object.keys(pageTexts).forEach((key) => {
    const name = texts.pageTextSlot(key, display) + suffix
    if (typeof pageTexts[key] === 'string' && html.indexOf(name + '"') >= 0) values[name] = newsRails.pagerLabel.split('{title}').join(pageTexts[key])
  })
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
  out[format.courseSlot(slug, 'price', display)] = format.formatPrice(values.price, display)
  out[format.courseSlot(slug, 'duration', display)] = values.duration
  out[format.courseSlot(slug, 'seats', display)] = format.formatSeats(values.seats, display)
  out[format.courseSlot(slug, 'level', display)] = values.level
  out[format.courseSlot(slug, 'handbook', display)] = handbook ? fileUrl(record, handbook) : display.generatedHandbookPath
  return out
}

/**
 * A Course's JSON-LD (or an Event's) with the published full name and summary, and the published price as
 * its offer (none: free; an Event without a price keeps its own); null to keep it.
 */
function withOffer(json, course) {
  let data
  try {
    data = JSON.parse(json)
  } catch (_) {
    return null
  }
  if (!data || (data['@type'] !== 'Course' && data['@type'] !== 'Event')) return null
  const seats = course.values.seats
  if (typeof course.texts.full_name === 'string' && course.texts.full_name !== '') data.name = texts.expandSeats(course.texts.full_name, seats, display)
  if (typeof course.texts.summary === 'string' && course.texts.summary !== '') data.description = texts.expandSeats(course.texts.summary, seats, display)
  if (data['@type'] === 'Course' || format.hasPrice(course.values.price)) {
    delete data.offers
    delete data.isAccessibleForFree
    Object.assign(data, format.offerFields(course.values.price, data.url))
  }
  return scriptJson(JSON.stringify(data))
}

/** The course page's JSON-LD blocks with the offer put in (found by indexOf: a regular expression over the whole page costs far more in PocketBase's JS engine). */
function fillOffer(html, course) {
  let out = ''
  let from = 0
  let open
  while ((open = html.indexOf(JSON_LD_OPEN, from)) >= 0) {
    const start = open + JSON_LD_OPEN.length
    const end = html.indexOf(SCRIPT_CLOSE, start)
    if (end < 0) break
    const json = withOffer(html.slice(start, end), course)
    out += html.slice(from, start) + (json === null ? html.slice(start, end) : json)
    from = end
  }
  return out + html.slice(from)
}

/**
 * The values of the page served at `routePath` (for the one fill of the page, lib/pages/page-assembly.js)
 * and `finish(html)`, which puts a course page's offer into its JSON-LD and the texts into the islands'
 * props once filled. `html` is the page and `fragments` its content templates (text-markup.js
 * takeTemplates()); `settings` gives the site's name for the document title; `drafts` (a preview only)
 * stand in for the published values.
 * @param {string} html
 * @param {Record<string, string>} fragments
 * @param {Drafts} [drafts]
 * @returns {{values: Record<string, unknown>, finish: (html: string) => string}}
 */
function contentValues(app, routePath, html, fragments, settings, drafts) {
  /** @type {Record<string, unknown>} */
  const values = {}
  const courses = coursesBySlug(app, drafts)
  Object.keys(courses).forEach((slug) => {
    Object.assign(values, courseValues(slug, courses[slug]))
    // A course's texts are hundreds of values: only for a page that shows some (its cards, its own page).
    if (showsCourseTexts(html, slug)) addCourseTexts(values, slug, courses[slug], html, fragments)
  })
  const slug = COURSE_PATH.exec(routePath)
  const course = slug && courses[slug[1]] ? courses[slug[1]] : null

  const page = findPage(app, routePath)
  if (page) {
    const published = valuesOf(page, ['title', 'description', 'body', 'version', 'effective_date'], drafts, 'pages')
    const siteName = (settings ? settings.getString('site_name').trim() : '') || routesJson.siteName
    const image = page.getString('share_image')
    values[display.slots.page.title] = documentTitle(published.title, siteName)
    values[display.slots.page.description] = format.expandDescription(published.description, course ? course.values : null, display)
    values[display.slots.page.image] = image ? absoluteUrl(app, fileUrl(page, image, display.shareImage.thumb)) : null
    if (published.version !== '') {
      // {线索保留期限} in a legal text reads as the period 系统设置 keeps leads for (24 个月).
      const months = retentionMonths(settings ? settings.get('lead_retention_months') : null)
      values[display.slots.legal.body] = trusted(expandRetention(sanitizeNewsHtml(published.body).html, months))
      values[display.slots.legal.version] = published.version
      values[display.slots.legal.effectiveDate] = format.formatDay(published.effective_date)
    }
    const pageTexts = textsOf(page, drafts, 'pages')
    addPagerLabels(values, pageTexts, html)
    addTextValues(
      values,
      texts.pageTextFields(textFields, routePath),
      pageTexts,
      (key) => texts.pageTextSlot(key, display),
      (key) => texts.pageListSlot(key, display),
      html,
      fragments,
      null,
    )
  }
  return { values, finish: (filled) => patchIslandProps(course ? fillOffer(filled, course) : filled, values) }
}

module.exports = { contentValues }
