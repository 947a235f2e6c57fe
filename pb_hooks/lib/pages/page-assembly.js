// Puts the live content into a prerendered public page at request time: the site settings (contact
// lines, filing numbers, the site's name wherever the page names the site), what staff publish in 课程管理
// and 页面管理 (lib/pages/content-markup.js), the page data block the islands hydrate
// from (src/site/data/page-data.ts reads it), the news rails' first pages (lib/pages/news-markup.js) and a preload of the page's LCP image. What each path
// needs is defined in lib/shared/page-data.json; the finished bytes are cached by lib/pages/static-site.js.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const pageData = require(`${__hooks}/lib/shared/page-data.json`)
const routesJson = require(`${__hooks}/lib/shared/routes.json`)
const intakeRules = require(`${__hooks}/lib/shared/intakes.json`)
const { privateFields } = require(`${__hooks}/lib/core/visibility.js`)
const { escapeHtml, fill, removeElementsWithout, scriptJson } = require(`${__hooks}/lib/core/template-slots.js`)
const { siteNameValues } = require(`${__hooks}/lib/shared/site-name.js`)
const { fillSlides } = require(`${__hooks}/lib/pages/slide-markup.js`)
const { fillNewsRails } = require(`${__hooks}/lib/pages/news-markup.js`)
const { fileUrl } = require(`${__hooks}/lib/pages/file-url.js`)
const { contentValues } = require(`${__hooks}/lib/pages/content-markup.js`)
const { takeTemplates } = require(`${__hooks}/lib/pages/text-markup.js`)
const contentDisplay = require(`${__hooks}/lib/shared/content-display.json`)

// Every public route marks its document title for 页面管理 (src/site/layout/seo.tsx); news pages do not.
const CONTENT_MARK = 'data-slot="' + contentDisplay.slots.page.title + '"'

/** What the page at `routePath` needs besides the settings (lib/shared/page-data.json). */
function routeNeeds(routePath) {
  return pageData.routes[routePath] || {}
}

/** Records as the API gives them to a guest: private fields hidden. */
function guestJson(records, collection, omitted = []) {
  const hidden = (privateFields[collection] || []).concat(omitted)
  records.forEach((record) => hidden.length && record.hide(...hidden))
  return JSON.stringify(records)
}

function findSlides(app, pageId) {
  return app.findRecordsByFilter('carousels', 'active = true && page_id = {:pageId}', 'order_index,created', 0, 0, { pageId })
}

/** Active partners by order_index, then created (as listPartners() orders them). */
function findPartners(app) {
  return app.findRecordsByFilter('isv_partners', 'active = true', 'order_index,created', 0, 0)
}

function findNews(app, category) {
  return app.findRecordsByFilter('news', 'published = true && category = {:category}', '-published_at,-created', pageData.newsLimit, 0, { category })
}

/** Every course's latest intakes by start date, newest first, grouped by course (as groupIntakes() does). */
function intakesByCourse(app) {
  const grouped = {}
  intakeRules.courseIds.forEach((id) => (grouped[id] = []))
  app.findRecordsByFilter('course_intakes', '', '-start_date', pageData.intakesLimit, 0).forEach((record) => {
    const list = grouped[record.getString('course')]
    if (list) list.push({ start: record.getString('start_date'), end: record.getString('end_date'), city: record.getString('city'), status: record.getString('status') })
  })
  return grouped
}

/**
 * Preload links for an image described in page-data.json `images`: one per <source> (with the
 * media range in which the browser picks it) and one for the <img> itself, or for an <img> with a
 * srcset one link with its srcset and sizes.
 */
function imagePreloads(record, filename, image) {
  if (image.srcset) {
    // One link with the <img>'s own srcset and sizes: the browser picks the same candidate for both.
    const srcset = image.srcset.map((part) => fileUrl(record, filename, part.thumb) + ' ' + part.width + 'w').join(', ')
    return '<link rel="preload" as="image" fetchpriority="high" imagesrcset="' + escapeHtml(srcset) + '" imagesizes="' + escapeHtml(image.sizes) + '">'
  }
  const parts = (image.sources || []).concat([image.img])
  return parts
    .map((part) => {
      const media = part.preloadMedia ? ' media="' + escapeHtml(part.preloadMedia) + '"' : ''
      return '<link rel="preload" as="image" fetchpriority="high" href="' + escapeHtml(fileUrl(record, filename, part.thumb)) + '"' + media + '>'
    })
    .join('')
}

/** A slide's image URLs as SlideView's <picture> asks for them, or null without an image. */
function slideImages(record) {
  const filename = record.getString('image')
  if (!filename) return null
  // The parts imagePreloads() preloads: the phone and tablet <source>s, then the <img>.
  const { sources, img } = pageData.images.slide
  const [small, medium, wide] = [...sources, img].map((part) => fileUrl(record, filename, part.thumb))
  return { small, medium, wide }
}

/**
 * The data block's members, the LCP preload and what the page's markup gets (its live slides)
 * for one page, read from the database.
 */
function liveContent(app, routePath, settings) {
  const needs = routeNeeds(routePath)
  const members = []
  let preload = ''
  let markup = (html) => html
  if (settings) members.push('"settings":' + guestJson([settings], 'site_settings').slice(1, -1))
  if (needs.slides) {
    const slides = findSlides(app, needs.slides)
    const items = guestJson(slides, 'carousels')
    members.push('"slides":{"pageId":' + JSON.stringify(needs.slides) + ',"items":' + items + '}')
    const first = slides[0]
    if (first && first.getString('image')) preload = imagePreloads(first, first.getString('image'), pageData.images.slide)
    const guestSlides = JSON.parse(items)
    markup = (html) => fillSlides(html, slides.map((record, index) => ({ slide: guestSlides[index], images: slideImages(record) })))
  }
  if (needs.partners) members.push('"partners":' + guestJson(findPartners(app), 'isv_partners'))
  if (needs.news) {
    const lists = {}
    const records = {}
    const rails = needs.news.map((category, index) => {
      const items = findNews(app, category)
      const first = items[0]
      if (index === 0 && first && first.getString('image')) preload = imagePreloads(first, first.getString('image'), pageData.images.newsBanner)
      items.forEach((record) => (records[record.id] = record))
      const json = guestJson(items, 'news', pageData.newsItems.omitted)
      lists[category] = JSON.parse(json)
      return JSON.stringify(category) + ':' + json
    })
    members.push('"news":{' + rails.join(',') + '}')
    const imageOf = (item, thumb) => (item.image && records[item.id] ? fileUrl(records[item.id], item.image, thumb) : null)
    markup = (html) => fillNewsRails(html, lists, imageOf)
  }
  if (needs.intakes) members.push('"intakes":' + JSON.stringify(intakesByCourse(app)))
  return { json: '{' + members.join(',') + '}', preload, markup }
}

// ---- settings into the markup ----

/** The contact lines as ContactDetails (src/site/sections/contact-details.tsx) words them. */
function contactValues(settings) {
  const phone = settings.getString('contact_phone')
  const email = settings.getString('contact_email')
  return {
    phone: { value: phone, href: 'tel:' + phone.replace(/[^\d+]/g, '') },
    email: { value: email, href: 'mailto:' + email },
    address: { value: settings.getString('contact_address') },
    hours: { value: settings.getString('working_hours') },
  }
}

const CONTACT_LIST = /<dl\b([^>]*)>([\s\S]*?)<\/dl>/g
const CONTACT_LINE = /<div\b([^>]*)\bdata-contact="([a-z]+)"([^>]*)>([\s\S]*?)<\/div>/g
const PLACEHOLDER_VALUE = /(<dd\b[^>]*>)—/

/**
 * The prerender shows ContactDetails' placeholder (every line with —, hidden, aria-busy): each
 * line gets its value (phone and e-mail as links), an empty one is removed, and the list shows.
 * A block (heading and list, marked data-contact-block) left without a line goes whole.
 */
function fillContactLists(html, settings) {
  return removeElementsWithout(fillContactLines(html, settings), pageData.contactBlockAttribute, 'data-contact="')
}

function fillContactLines(html, settings) {
  const values = contactValues(settings)
  return html.replace(CONTACT_LIST, (list, attributes, body) => {
    if (body.indexOf('data-contact="') < 0) return list
    let kept = 0
    const lines = body.replace(CONTACT_LINE, (line, before, key, after, inner) => {
      const entry = values[key]
      if (!entry || entry.value.trim() === '') return ''
      kept++
      const text = escapeHtml(entry.value)
      const value = entry.href ? '<a href="' + escapeHtml(entry.href) + '">' + text + '</a>' : text
      return '<div' + before + 'data-contact="' + key + '"' + after + '>' + inner.replace(PLACEHOLDER_VALUE, (_, dd) => dd + value) + '</div>'
    })
    if (kept === 0) return ''
    const shown = attributes.replace(/\s+aria-busy="true"/, '').replace(/\s+style="visibility:hidden"/, '')
    return '<dl' + shown + '>' + lines + '</dl>'
  })
}

const FILINGS_SLOT = /(<div\b[^>]*\bdata-slot="filings"[^>]*>)([\s\S]*?)(<\/div>)/

/** The footer's filing links (ICP and 公安备案), each only when its number is set. */
function fillFilings(html, settings) {
  const icp = settings.getString('icp_number').trim()
  const police = settings.getString('police_number').trim()
  const links = []
  const external = ' target="_blank" rel="noopener noreferrer"'
  if (icp) links.push('<a href="' + escapeHtml(pageData.filings.icpLookupUrl) + '"' + external + ' data-filing="icp">' + escapeHtml(icp) + '</a>')
  if (police) {
    const href = pageData.filings.policeLookupUrl + police.replace(/\D/g, '')
    links.push('<a href="' + escapeHtml(href) + '"' + external + ' data-filing="police">' + escapeHtml(police) + '</a>')
  }
  if (links.length === 0) return html
  return html.replace(FILINGS_SLOT, (_, open, inner, close) => open + inner + links.join('') + close)
}

/**
 * 网站名称 instead of the name the build knew (and `extra` values filled in the same pass): the title suffix, og:site_name, the JSON-LD names and
 * every element the page marks for it (src/site/ui/template-slots.ts siteNameSlots: the header's
 * brand, the footer's name and ©, the maintenance page). Works on any served page, status pages too.
 */
function fillSiteName(html, settings, extra) {
  const built = routesJson.siteName
  const name = (settings ? settings.getString('site_name').trim() : '') || built
  // Other values of the same page go through the same pass (a pass over a whole page is the costly part).
  const values = extra ? Object.assign(siteNameValues(name), extra) : siteNameValues(name)
  // The markers are filled even when the name is the built one, so none is left in the page.
  if (name === built) return fill(html, values)
  const oldName = escapeHtml(built)
  const newName = escapeHtml(name)
  const retitle = (title) => {
    if (title === oldName) return newName
    const suffix = ' | ' + oldName
    return title.slice(-suffix.length) === suffix ? title.slice(0, -suffix.length) + ' | ' + newName : title
  }
  const oldJson = JSON.stringify(built)
  const newJson = scriptJson(JSON.stringify(name))
  const named = html
    .replace(/<title>([^<]*)<\/title>/, (_, title) => '<title>' + retitle(title) + '</title>')
    .replace(/(<meta property="og:title" content=")([^"]*)(")/, (_, open, title, close) => open + retitle(title) + close)
    .replace(/(<meta property="og:site_name" content=")([^"]*)(")/, (_, open, value, close) => open + (value === oldName ? newName : value) + close)
    .replace(/(<script type="application\/ld\+json">)([\s\S]*?)(<\/script>)/g, (_, open, json, close) => open + json.split('"name":' + oldJson).join('"name":' + newJson) + close)
  return fill(named, values)
}

/** Before the first stylesheet, so the browser asks for the image while the CSS arrives. */
function insertPreload(html, preload) {
  if (!preload) return html
  const at = html.indexOf('<link rel="stylesheet"')
  const head = html.indexOf('</head>')
  const index = at >= 0 && (head < 0 || at < head) ? at : head
  return index < 0 ? html : html.slice(0, index) + preload + '\n' + html.slice(index)
}

function insertDataBlock(html, json) {
  const block = '<script type="application/json" id="' + pageData.elementId + '">' + scriptJson(json) + '</script>'
  const at = html.lastIndexOf('</body>')
  return at < 0 ? html + block : html.slice(0, at) + block + html.slice(at)
}

/**
 * The page `html` (served at `routePath`) with the live content filled in. `settings` is the
 * site_settings record or null (then the page keeps its prerendered defaults). `drafts` (a staff
 * preview only, lib/pages/preview.js) stand in for the published courses and pages.
 */
function assemblePage(app, html, routePath, settings, drafts) {
  let page = html
  // The markup around the islands (src/site/islands) is never hydrated: what is filled in here stays.
  // What staff publish in 课程管理 and 页面管理 (lib/pages/content-markup.js), on the pages that mark it,
  // filled in the same pass as the site's name; its list templates are taken out first.
  let content = null
  if (html.indexOf(CONTENT_MARK) >= 0) {
    const templates = takeTemplates(html)
    page = templates.page
    content = contentValues(app, routePath, page, templates.fragments, settings, drafts)
  }
  if (settings) page = fillSiteName(fillFilings(fillContactLists(page, settings), settings), settings, content ? content.values : undefined)
  else if (content) page = fill(page, content.values)
  if (content) page = content.finish(page)
  const live = liveContent(app, routePath, settings)
  return insertDataBlock(insertPreload(live.markup(page), live.preload), live.json)
}

module.exports = { assemblePage, fileUrl, fillContactLists, fillFilings, fillSiteName, routeNeeds }
