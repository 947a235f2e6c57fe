// `pocketbase seed-demo <dir>`: loads <dir>/content.json into an empty database (slides, partners,
// news, course intakes).

const COLLECTIONS = ['carousels', 'isv_partners', 'news', 'course_intakes']

const messages = {
  usage: '用法: pocketbase seed-demo <目录>',
  skipped: '已有内容，跳过演示数据导入',
  imported: (counts) =>
    `已导入演示内容：轮播图 ${counts.carousels} 条，合作伙伴 ${counts.isv_partners} 家，新闻 ${counts.news} 篇`,
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

/**
 * Imports the demo content only when carousels, partners, news and intakes are all empty, in one
 * transaction (a bad item leaves nothing half-imported). Returns the line to print.
 */
function seedDemo(app, args) {
  const dir = args[0]
  if (!dir) throw new Error(messages.usage)
  if (COLLECTIONS.some((name) => app.countRecords(name) > 0)) return messages.skipped

  const content = readContent($filepath.join(dir, 'content.json'))
  const counts = {}
  app.runInTransaction((txApp) => {
    COLLECTIONS.forEach((name) => {
      const collection = txApp.findCollectionByNameOrId(name)
      const items = content[name] || []
      items.forEach((item) => createRecord(txApp, collection, dir, item))
      counts[name] = items.length
    })
  })
  return messages.imported(counts)
}

module.exports = { messages, seedDemo }
