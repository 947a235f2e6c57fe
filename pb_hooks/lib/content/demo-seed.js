// `pocketbase seed-demo <dir>`: loads <dir>/content.json into an empty database (slides, partners,
// news, course intakes, and demo contact lines for the site settings still empty).

const { findSiteSettings } = require(`${__hooks}/lib/core/site-settings.js`)

const COLLECTIONS = ['carousels', 'isv_partners', 'news', 'course_intakes']

const messages = {
  usage: '用法: pocketbase seed-demo <目录>',
  skipped: '已有内容，跳过演示数据导入',
  imported: (counts) =>
    `已导入演示内容：轮播图 ${counts.carousels} 条，合作伙伴 ${counts.isv_partners} 家，新闻 ${counts.news} 篇`,
  demoSettings: (labels) => `；${labels.join('、')}为演示数据，请在 管理后台 → 系统设置 → 基本设置 中改为贵公司的信息`,
  unreadable: (file) => `无法读取演示内容文件 ${file}`,
}

function readContent(file) {
  try {
    return JSON.parse(toString($os.readFile(file)))
  } catch (_) {
    throw new Error(messages.unreadable(file))
  }
}

/** File fields are given as names relative to `dir` (one name, or a list for multi-file fields). */
function createRecord(app, collection, dir, item) {
  const record = new Record(collection)
  Object.keys(item).forEach((name) => {
    const field = collection.fields.getByName(name)
    const value = item[name]
    if (field && field.type() === 'file') {
      const names = Array.isArray(value) ? value : value ? [value] : []
      record.set(name, names.map((file) => $filesystem.fileFromPath($filepath.join(dir, file))))
    } else {
      record.set(name, value)
    }
  })
  app.save(record)
}

/** The settings fields content.json may fill, with the names staff see them under in 系统设置. */
const SETTINGS_LABELS = {
  contact_phone: '联系电话',
  contact_email: '联系邮箱',
  contact_address: '公司地址',
  working_hours: '工作时间',
}

/**
 * Writes content.json's `site_settings` values into the fields that are still empty (a fresh
 * install leaves the contact lines empty; whatever staff typed is kept). Returns the labels filled.
 */
function fillEmptySettings(app, values) {
  const record = findSiteSettings(app)
  if (!record) return []
  const filled = Object.keys(SETTINGS_LABELS).filter((name) => values[name] && record.getString(name).trim() === '')
  filled.forEach((name) => record.set(name, values[name]))
  if (filled.length > 0) app.save(record)
  return filled.map((name) => SETTINGS_LABELS[name])
}

/**
 * Imports the demo content only when carousels, partners, news and intakes are all empty, in one
 * transaction (a bad item leaves nothing half-imported). Returns the line to print, which names the
 * settings it filled as demo data for staff to replace.
 */
function seedDemo(app, args) {
  const dir = args[0]
  if (!dir) throw new Error(messages.usage)
  if (COLLECTIONS.some((name) => app.countRecords(name) > 0)) return messages.skipped

  const content = readContent($filepath.join(dir, 'content.json'))
  const counts = {}
  let filled = []
  app.runInTransaction((txApp) => {
    COLLECTIONS.forEach((name) => {
      const collection = txApp.findCollectionByNameOrId(name)
      const items = content[name] || []
      items.forEach((item) => createRecord(txApp, collection, dir, item))
      counts[name] = items.length
    })
    if (content.site_settings) filled = fillEmptySettings(txApp, content.site_settings)
  })
  return messages.imported(counts) + (filled.length > 0 ? messages.demoSettings(filled) : '')
}

module.exports = { messages, seedDemo }
