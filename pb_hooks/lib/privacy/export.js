// The copy a person is handed (PIPL Art. 45): everything found of them, place by place, with the table's
// Chinese labels and values as staff read them (dates in the site's time, statuses and types in words), as
// JSON, as an Excel workbook, or both in one ZIP (the default).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const enums = require(`${__hooks}/lib/shared/enums.json`)
const { localTime, siteTimezone } = require(`${__hooks}/lib/core/site-time.js`)
const { table } = require(`${__hooks}/lib/privacy/places.js`)
const { utf8Bytes, zipStored } = require(`${__hooks}/lib/privacy/zip.js`)
const { workbook } = require(`${__hooks}/lib/privacy/xlsx.js`)

/** The words of the export's own parts. */
const WORDS = {
  title: '个人信息副本',
  exportedAt: '导出时间',
  contact: '联系方式',
  site: '网站',
  places: '各类信息',
  place: '类别',
  count: '条数',
  rows: '记录',
  about: '说明',
  note: '本文件包含本网站保存的与上述联系方式相关的全部个人信息，按类别列出。',
  yes: '是',
  no: '否',
}

/** A stored value as a person reads it, by the column's format. */
function display(record, field, format, timezone) {
  const raw = record.getString(field)
  if (format === 'date') return raw ? localTime(new Date(raw.replace(' ', 'T')), timezone) : ''
  if (format === 'bool') return record.getBool(field) ? WORDS.yes : WORDS.no
  if (format && format.indexOf('enum:') === 0) {
    const group = enums[format.slice(5)] || {}
    return Object.prototype.hasOwnProperty.call(group, raw) ? group[raw] : raw
  }
  return raw
}

/**
 * The export's content: per registered place its label and rows (each `{label: value}` in the table's
 * column order), with when it was made and for which contact.
 * @param {any} app
 * @param {import('./places.js').Finding} finding
 * @param {string} contact the contact as staff typed it, normalised
 * @param {Date} now
 */
function exportDocument(app, finding, contact, now) {
  const timezone = siteTimezone(app)
  const places = table.places.map((place) => {
    const ids = finding.found[place.collection]
    const records = ids.length > 0 ? app.findRecordsByIds(place.collection, ids) : []
    records.sort((a, b) => (a.getString('created') < b.getString('created') ? -1 : a.getString('created') > b.getString('created') ? 1 : 0))
    const rows = records.map((record) => {
      /** @type {Record<string, string>} */
      const row = {}
      place.columns.forEach((column) => (row[column[1]] = display(record, column[0], column[2], timezone)))
      return row
    })
    return { collection: place.collection, label: place.label, columns: place.columns.map((column) => column[1]), rows }
  })
  return { exportedAt: localTime(now, timezone), contact, places }
}

/** The document as the JSON file: Chinese keys throughout. */
function jsonText(doc) {
  const body = {
    [WORDS.title]: {
      [WORDS.contact]: doc.contact,
      [WORDS.exportedAt]: doc.exportedAt,
      [WORDS.about]: WORDS.note,
    },
    [WORDS.places]: doc.places.map((place) => ({ [WORDS.place]: place.label, [WORDS.count]: place.rows.length, [WORDS.rows]: place.rows })),
  }
  return JSON.stringify(body, null, 2)
}

/** The document as a workbook: a 说明 sheet, then one sheet per place (its columns, one row per record). */
function workbookBytes(doc) {
  const summary = [
    [WORDS.title, ''],
    [WORDS.contact, doc.contact],
    [WORDS.exportedAt, doc.exportedAt],
    [WORDS.about, WORDS.note],
    ...doc.places.map((place) => [place.label, `${place.rows.length}`]),
  ]
  const sheets = [{ name: WORDS.about, rows: summary }].concat(
    doc.places.map((place) => ({ name: place.label, rows: [place.columns].concat(place.rows.map((row) => place.columns.map((column) => row[column]))) })),
  )
  return workbook(sheets, doc.exportedAt)
}

/**
 * The file of `format` (zip, json or xlsx): `{name, type, bytes}`, named after the day (个人信息副本-20261127.zip).
 * @param {ReturnType<typeof exportDocument>} doc
 * @param {string} format
 */
function exportFile(doc, format) {
  const base = `${WORDS.title}-${doc.exportedAt.slice(0, 10).split('-').join('')}`
  if (format === 'json') return { name: `${base}.json`, type: 'application/json; charset=utf-8', bytes: utf8Bytes(jsonText(doc)) }
  if (format === 'xlsx') return { name: `${base}.xlsx`, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: workbookBytes(doc) }
  const files = [
    { name: `${base}.json`, bytes: utf8Bytes(jsonText(doc)) },
    { name: `${base}.xlsx`, bytes: workbookBytes(doc) },
  ]
  return { name: `${base}.zip`, type: 'application/zip', bytes: zipStored(files, doc.exportedAt) }
}

module.exports = { exportDocument, exportFile, jsonText, WORDS }
