// The one place that knows where a person's data lives (PIPL): the table of lib/shared/privacy-places.json read
// as searches (a person's rows in every registered collection, by contact, by link to their leads, by
// mention) and as erasures (each row anonymised, deleted or scrubbed). Export, erase, the retention job
// and a lead's deletion all go through here, so a collection registered once is found, exported and
// erased everywhere.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const table = require(`${__hooks}/lib/shared/privacy-places.json`)
const privacy = require(`${__hooks}/lib/shared/privacy.json`)
const { normaliseContact } = require(`${__hooks}/lib/shared/privacy.js`)

/** The leads: the first place, the one whose rows the other places link to. */
const LEADS = 'form_submissions'

/**
 * @typedef {{emails: string[], phones: string[]}} Identifiers the person's e-mails and phones, normalised
 * @typedef {{found: Record<string, string[]>, identifiers: Identifiers, names: string[]}} Finding the ids
 *   found per collection (every registered one, in the table's order), what identifies the person, and the
 *   names their leads carry (redacted wherever a found row repeats them)
 */

/** `{:prefix0}, {:prefix1}, ...` for `values`, bound into `params`. */
function placeholders(prefix, values, params) {
  return values
    .map((value, i) => {
      params[`${prefix}${i}`] = value
      return `{:${prefix}${i}}`
    })
    .join(', ')
}

/** The ids of `collection` rows matching `where` (SQL with `{:name}` parameters). */
function idsWhere(app, collection, where, params) {
  const rows = arrayOf(new DynamicModel({ id: '' }))
  app.db().newQuery(`SELECT [[id]] AS id FROM {{${collection}}} WHERE ${where} ORDER BY [[id]]`).bind(params).all(rows)
  return rows.map((row) => row.id)
}

/** A phone column as its digits without spaces, dashes or a +86/0086 prefix (stored leads have 11 digits already). */
function phoneSql(column) {
  return `REPLACE(REPLACE(REPLACE(REPLACE([[${column}]], ' ', ''), '-', ''), '+86', ''), '0086', '')`
}

/** A LIKE pattern finding `text` anywhere, its wildcards escaped (with ESCAPE '\'). */
function containing(text) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The SQL of the rows of `place` that name one of `identifiers` in a contact field or mention one in a text
 * field, or '' when the place has neither. Rows that belong to another person's lead are left out (a lead
 * that mentions this person's phone is still the other person's lead, and so are its mails and timeline).
 */
function mentionSql(place, identifiers, params) {
  const any = []
  const contact = place.contact || {}
  ;(contact.email || []).forEach((field, i) => {
    if (identifiers.emails.length > 0) any.push(`LOWER([[${field}]]) IN (${placeholders(`ce${i}_`, identifiers.emails, params)})`)
  })
  ;(contact.phone || []).forEach((field, i) => {
    if (identifiers.phones.length > 0) any.push(`${phoneSql(field)} IN (${placeholders(`cp${i}_`, identifiers.phones, params)})`)
  })
  const mentions = identifiers.emails.concat(identifiers.phones)
  ;(place.text || []).forEach((field, i) => {
    mentions.forEach((text, j) => {
      params[`t${i}_${j}`] = containing(text)
      any.push(`[[${field}]] LIKE {:t${i}_${j}} ESCAPE '\\'`)
    })
  })
  if (any.length === 0) return ''
  const otherLead = (column) => `EXISTS (SELECT 1 FROM {{${LEADS}}} WHERE [[id]] = ${column} AND [[anonymised_at]] = '' AND [[id]] NOT IN (SELECT [[value]] FROM json_each({:foundLeads})))`
  let sql = `(${any.join(' OR ')})`
  if (place.lead) sql += ` AND NOT (${otherLead(`[[${place.lead}]]`)})`
  if (place.about) sql += ` AND NOT ([[${place.about.collectionField}]] = '${LEADS}' AND ${otherLead(`[[${place.about.idField}]]`)})`
  return sql
}

/** The SQL of the rows of `place` linked to rows found before (its leads; the records it is about), or ''. */
function linkSql(place, found, params) {
  const any = []
  if (place.lead && (found[LEADS] || []).length > 0) any.push(`[[${place.lead}]] IN (SELECT [[value]] FROM json_each({:foundLeads}))`)
  if (place.about) {
    Object.keys(found).forEach((collection, i) => {
      if (found[collection].length === 0) return
      params[`aboutName${i}`] = collection
      params[`aboutIds${i}`] = JSON.stringify(found[collection])
      any.push(`([[${place.about.collectionField}]] = {:aboutName${i}} AND [[${place.about.idField}]] IN (SELECT [[value]] FROM json_each({:aboutIds${i}})))`)
    })
  }
  return any.length > 0 ? `(${any.join(' OR ')})` : ''
}

/** The values of `place`'s contact fields in `ids`, normalised: what else identifies the person. */
function contactValues(app, place, ids) {
  /** @type {Identifiers} */
  const identifiers = { emails: [], phones: [] }
  if (!place.contact || ids.length === 0) return identifiers
  app.findRecordsByIds(place.collection, ids).forEach((record) => {
    if (!record) return
    Object.keys(place.contact).forEach((kind) => {
      place.contact[kind].forEach((field) => {
        const contact = normaliseContact(record.getString(field))
        if (contact && contact.kind === kind) (kind === 'email' ? identifiers.emails : identifiers.phones).push(contact.value)
      })
    })
  })
  return identifiers
}

/** `list` with the values of `more` it lacks. */
function union(list, more) {
  const out = list.slice()
  more.forEach((value) => {
    if (out.indexOf(value) < 0) out.push(value)
  })
  return out
}

/** The names the leads `ids` carry (at least two characters: a single one would match too much text). */
function leadNames(app, ids) {
  const names = []
  if (ids.length === 0) return names
  app.findRecordsByIds(LEADS, ids).forEach((record) => {
    const name = record ? record.getString('name').trim() : ''
    if (name.length >= 2 && name !== privacy.erasedText && names.indexOf(name) < 0) names.push(name)
  })
  return names
}

/**
 * Every row of a person in every registered place: the leads whose e-mail or phone is the contact's, then
 * in each place the rows linked to what was found before and the rows naming the person's e-mails and
 * phones (the contact's, and those of their leads).
 * @param {any} app
 * @param {{kind: 'email' | 'phone', value: string}} contact normalised (lib/shared/privacy.js)
 * @returns {Finding}
 */
function findPerson(app, contact) {
  /** @type {Identifiers} */
  let identifiers = { emails: contact.kind === 'email' ? [contact.value] : [], phones: contact.kind === 'phone' ? [contact.value] : [] }
  /** @type {Record<string, string[]>} */
  const found = {}
  table.places.forEach((place) => {
    const params = { foundLeads: JSON.stringify(found[LEADS] || []) }
    const mention = mentionSql(place, identifiers, params)
    const link = linkSql(place, found, params)
    const where = [mention, link].filter((sql) => sql !== '').join(' OR ')
    found[place.collection] = where === '' ? [] : idsWhere(app, place.collection, place.collection === LEADS ? `(${where}) AND [[anonymised_at]] = ''` : where, params)
    if (place.collection === LEADS) {
      const more = contactValues(app, place, found[LEADS])
      identifiers = { emails: union(identifiers.emails, more.emails), phones: union(identifiers.phones, more.phones) }
    }
  })
  return { found, identifiers, names: leadNames(app, found[LEADS]) }
}

/**
 * The rows of the leads `leadIds` in every registered place (linked rows only, nothing found by mention):
 * what the retention job anonymises and a deleted lead takes with it.
 * @returns {Finding}
 */
function findLeads(app, leadIds) {
  /** @type {Record<string, string[]>} */
  const found = {}
  table.places.forEach((place) => {
    if (place.collection === LEADS) {
      found[LEADS] = leadIds.slice()
      return
    }
    const params = { foundLeads: JSON.stringify(found[LEADS]) }
    const link = linkSql(place, found, params)
    found[place.collection] = link === '' ? [] : idsWhere(app, place.collection, link, params)
  })
  const leads = table.places.filter((place) => place.collection === LEADS)[0]
  return { found, identifiers: contactValues(app, leads, leadIds), names: leadNames(app, leadIds) }
}

/** `{collection: count}` of a finding, and the total. */
function counts(finding) {
  /** @type {Record<string, number>} */
  const byPlace = {}
  let total = 0
  table.places.forEach((place) => {
    byPlace[place.collection] = finding.found[place.collection].length
    total += byPlace[place.collection]
  })
  return { byPlace, total }
}

/** `text` with each of the person's identifiers and names replaced by the erased text (e-mails in any case). */
function redact(text, finding) {
  let out = String(text)
  const words = finding.identifiers.emails.concat(finding.identifiers.phones, finding.names)
  words.forEach((word) => {
    const pattern = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')
    out = out.replace(pattern, privacy.erasedText)
  })
  return out
}

/** An address's origin (`https://www.baidu.com`), or '' when it has none: where a visit came from, no more. */
function originOf(url) {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]+)/i.exec(String(url))
  return match ? match[1] : ''
}

/** A path without its query and fragment, which may carry what a link was made for. */
function pathOf(url) {
  return String(url).split(/[?#]/)[0]
}

/**
 * Erases one row of `place` as the table says, with `app` (the caller's transaction). `now` stamps an
 * anonymised lead.
 */
function eraseRecord(app, place, record, finding, now) {
  const erase = place.erase
  if (erase.action === 'delete') {
    app.delete(record)
    return
  }
  ;(erase.replace || []).forEach((field) => record.set(field, privacy.erasedText))
  ;(erase.clear || []).forEach((field) => record.set(field, ''))
  ;(erase.origin || []).forEach((field) => record.set(field, originOf(record.getString(field))))
  ;(erase.path || []).forEach((field) => record.set(field, pathOf(record.getString(field))))
  ;(erase.redact || []).forEach((field) => record.set(field, redact(record.getString(field), finding)))
  const keep = erase.keep || {}
  Object.keys(keep).forEach((field) => {
    const raw = record.getString(field)
    const value = raw && raw !== 'null' ? JSON.parse(raw) : null
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return
    /** @type {Record<string, unknown>} */
    const kept = {}
    keep[field].forEach((key) => {
      if (Object.prototype.hasOwnProperty.call(value, key)) kept[key] = value[key]
    })
    record.set(field, kept)
  })
  if (erase.unsent && erase.unsent.values.indexOf(record.getString(erase.unsent.field)) >= 0) record.set(erase.unsent.field, erase.unsent.to)
  if (erase.stamp) record.set(erase.stamp, now.toISOString())
  ;(erase.stampEmpty || []).forEach((field) => {
    if (!record.getString(field)) record.set(field, now.toISOString())
  })
  app.save(record)
}

/**
 * Erases every row of a finding with `app` (run it inside one transaction: all of it or nothing). Leads are
 * anonymised unless `deleteLeads` (a lead staff delete goes, its traces erased with it).
 * @param {any} app
 * @param {Finding} finding
 * @param {Date} now
 * @param {{deleteLeads?: boolean}} [options]
 */
function eraseFinding(app, finding, now, options = {}) {
  // The places after the leads first: a deleted lead must not take linked rows with it before they are erased.
  table.places
    .slice()
    .reverse()
    .forEach((place) => {
      const ids = finding.found[place.collection]
      if (ids.length === 0) return
      app.findRecordsByIds(place.collection, ids).forEach((record) => {
        if (!record) return
        if (place.collection === LEADS && options.deleteLeads) app.delete(record)
        else eraseRecord(app, place, record, finding, now)
      })
    })
}

/**
 * The places that still hold one of the person's e-mails, phones or names after an erasure: by contact and
 * mention (as findPerson searches), and in the text of the rows that were erased. Empty when none.
 * @param {Finding} finding
 * @returns {string[]} the places' labels
 */
function placesStillHolding(app, finding) {
  const left = []
  table.places.forEach((place) => {
    const params = { foundLeads: JSON.stringify(finding.found[LEADS] || []) }
    const conditions = []
    const mention = mentionSql(place, finding.identifiers, params)
    if (mention !== '') conditions.push(mention)
    const ids = place.erase.action === 'delete' ? [] : finding.found[place.collection]
    if (ids.length > 0 && finding.names.length > 0) {
      const fields = (place.text || []).concat(place.erase.replace || [])
      params.erasedIds = JSON.stringify(ids)
      const named = []
      fields.forEach((field, i) => finding.names.forEach((name, j) => {
        params[`n${i}_${j}`] = containing(name)
        named.push(`[[${field}]] LIKE {:n${i}_${j}} ESCAPE '\\'`)
      }))
      if (named.length > 0) conditions.push(`([[id]] IN (SELECT [[value]] FROM json_each({:erasedIds})) AND (${named.join(' OR ')}))`)
    }
    if (conditions.length > 0 && idsWhere(app, place.collection, conditions.join(' OR '), params).length > 0) left.push(place.label)
  })
  return left
}

module.exports = { table, LEADS, findPerson, findLeads, counts, eraseFinding, placesStillHolding, redact, originOf, pathOf }
