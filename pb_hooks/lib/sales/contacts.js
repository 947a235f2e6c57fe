// One contact per person: every lead is grouped under a contact, found by the lead's phone or e-mail as
// they compare (lib/shared/contact-keys.js); staff merge two contacts the server did not match and undo a
// wrong merge, which is then never made again automatically. A merge only points one contact at another
// (merged_into, and root for the whole group), so undoing it gives each contact back exactly its leads.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const desk = require(`${__hooks}/lib/shared/sales-desk.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { phoneKey, emailKey } = require(`${__hooks}/lib/shared/contact-keys.js`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)
const { fieldOfKey } = require(`${__hooks}/lib/leads/lead-records.js`)

const text = desk.contacts.messages
// How many other leads of one person a new lead is compared with (the newest first).
const MATCH_LIMIT = 200
// The backfill of leads stored before contacts existed: a run stops after this long.
const BACKFILL_BUDGET_MS = 20 * 1000
const BACKFILL_BATCH = 200
const STAFF_FIELDS = ['name', 'company', 'merged_into']
const SERVER_FIELDS = ['root', 'not_same_as', 'created', 'updated']

/** The contact a contact is grouped under now: its root, or itself. */
function rootId(contact) {
  return contact.getString('root') || contact.id
}

/** `lead` with its phone and e-mail keys set (in memory). */
function setKeys(lead) {
  lead.set('phone_key', phoneKey(lead.getString('phone')))
  lead.set('email_key', emailKey(lead.getString('email')))
}

/** Other leads with the same phone or e-mail key that have a contact, newest first. */
function matchingLeads(app, lead) {
  const phone = lead.getString('phone_key')
  const email = lead.getString('email_key')
  const same = []
  if (phone) same.push('phone_key = {:phone}')
  if (email) same.push('email_key = {:email}')
  if (same.length === 0) return []
  return app.findRecordsByFilter('form_submissions', `(${same.join(' || ')}) && id != {:id} && contact != ''`, '-created', MATCH_LIMIT, 0, { phone, email, id: lead.id })
}

/** A new contact named after `lead`. */
function newContact(app, lead) {
  const contact = new Record(app.findCachedCollectionByNameOrId('contacts'))
  contact.set('name', lead.getString('name').slice(0, desk.contacts.nameMax))
  contact.set('company', lead.getString('company').slice(0, desk.contacts.companyMax))
  app.save(contact)
  return contact
}

/** Whether staff said the two contacts are different people (on either side). */
function keptApart(a, b) {
  return a.getStringSlice('not_same_as').indexOf(b.id) >= 0 || b.getStringSlice('not_same_as').indexOf(a.id) >= 0
}

/** Logs `summary` on both contacts of a merge or its undoing. */
function logPair(app, action, source, target, summary, actorRecord) {
  ;[source, target].forEach((contact) =>
    logActivity(app, {
      action,
      collectionName: 'contacts',
      recordId: contact.id,
      recordLabel: contact.getString('name'),
      summary,
      details: { source: source.id, target: target.id },
      actorRecord,
    }),
  )
}

/**
 * Groups the contact `source` (not merged into any) and its group under the root contact `target`:
 * `source` points at it, and every contact grouped under `source` is grouped under `target` now.
 * `source` is saved by the caller when `save` is false (a staff update saves it itself).
 */
function groupUnder(app, source, target, save) {
  source.set('merged_into', target.id)
  source.set('root', target.id)
  if (save) app.save(source)
  app.db().newQuery('UPDATE {{contacts}} SET [[root]] = {:target} WHERE [[root]] = {:source}').bind({ target: target.id, source: source.id }).execute()
}

/**
 * Leads matching several contacts' groups (the same phone as one, the same e-mail as another) join the
 * groups under the oldest, unless staff kept them apart. Returns nothing; the merges are logged.
 */
function mergeRoots(app, roots) {
  const ordered = roots.slice().sort((a, b) => (a.getString('created') < b.getString('created') ? -1 : 1))
  const target = ordered[0]
  ordered.slice(1).forEach((source) => {
    if (keptApart(source, target)) return
    groupUnder(app, source, target, true)
    logPair(app, 'contact_merged', source, target, format(desk.activity.contactMergedAuto, { source: source.getString('name'), target: target.getString('name') }), null)
  })
}

/**
 * Groups a stored lead under its person's contact, with `app` (the lead's own transaction when there is
 * one): the contact of the newest other lead with the same phone or e-mail key, else a new one. The lead's
 * keys and contact are written with one UPDATE (no record hooks: the server sets them, staff cannot).
 */
function attachLead(app, lead) {
  setKeys(lead)
  const matches = matchingLeads(app, lead)
  let contactId = ''
  if (matches.length === 0) {
    contactId = newContact(app, lead).id
  } else {
    contactId = matches[0].getString('contact')
    /** @type {Record<string, any>} */
    const roots = {}
    matches.forEach((other) => {
      try {
        const contact = app.findRecordById('contacts', other.getString('contact'))
        const root = contact.getString('root') ? app.findRecordById('contacts', rootId(contact)) : contact
        roots[root.id] = root
      } catch (_) {
        // A contact deleted meanwhile: the backfill groups that lead again.
      }
    })
    const ids = Object.keys(roots)
    if (ids.length > 1) mergeRoots(app, ids.map((id) => roots[id]))
    // The company the person gave, where their contact has none yet.
    const root = roots[ids[0]]
    if (root && !root.getString('company') && lead.getString('company')) {
      root.set('company', lead.getString('company').slice(0, desk.contacts.companyMax))
      app.save(root)
    }
  }
  app
    .db()
    .newQuery('UPDATE {{form_submissions}} SET [[contact]] = {:contact}, [[phone_key]] = {:phone}, [[email_key]] = {:email} WHERE [[id]] = {:id}')
    .bind({ contact: contactId, phone: lead.getString('phone_key'), email: lead.getString('email_key'), id: lead.id })
    .execute()
  lead.set('contact', contactId)
  return contactId
}

/** onRecordCreate (every stored lead, whoever saves it): its keys go in with it, then its contact. */
function onLeadCreate(e) {
  setKeys(e.record)
  e.next()
  attachLead(e.app, e.record)
}

/**
 * Leads without a contact (stored before contacts existed, or whose contact was deleted) grouped now,
 * oldest first, each in a transaction of its own, for at most the run's budget. Returns how many.
 */
function attachMissing(app) {
  const started = Date.now()
  let done = 0
  let batch
  do {
    batch = app.findRecordsByFilter('form_submissions', "contact = ''", 'created', BACKFILL_BATCH, 0)
    batch.forEach((candidate) => {
      app.runInTransaction((txApp) => {
        // A write first: it waits for the database's writer (a backup may hold it), where a write after a
        // read in the same transaction could not; a lead grouped meanwhile is left alone.
        const keyed = txApp
          .db()
          .newQuery("UPDATE {{form_submissions}} SET [[phone_key]] = {:phone}, [[email_key]] = {:email} WHERE [[id]] = {:id} AND [[contact]] = ''")
          .bind({ phone: phoneKey(candidate.getString('phone')), email: emailKey(candidate.getString('email')), id: candidate.id })
          .execute()
        if (keyed.rowsAffected() !== 1) return
        attachLead(txApp, txApp.findRecordById('form_submissions', candidate.id))
        done++
      })
    })
  } while (batch.length === BACKFILL_BATCH && Date.now() - started < BACKFILL_BUDGET_MS)
  return done
}

/** A contact left with no lead and nothing grouped under it goes (with its own root, if it empties too). */
function removeIfEmpty(app, contactId) {
  let id = contactId
  for (let depth = 0; id && depth < 50; depth++) {
    let contact
    try {
      contact = app.findRecordById('contacts', id)
    } catch (_) {
      return
    }
    const leads = app.countRecords('form_submissions', $dbx.exp('contact = {:id}', { id }))
    const grouped = app.countRecords('contacts', $dbx.exp('merged_into = {:id}', { id }))
    if (leads > 0 || grouped > 0) return
    const parent = contact.getString('merged_into')
    app.delete(contact)
    id = parent
  }
}

/** onRecordAfterDeleteSuccess for form_submissions: its contact goes when it was the contact's last lead. */
function onLeadDeleted(e) {
  e.next()
  const contactId = e.record.getString('contact')
  if (contactId) e.app.runInTransaction((txApp) => removeIfEmpty(txApp, contactId))
}

/** Field errors of a staff update body: name, company and merged_into only, within their limits. */
function staffErrors(body) {
  const errors = {}
  Object.keys(body || {}).forEach((key) => {
    const field = fieldOfKey(key)
    if (STAFF_FIELDS.indexOf(field) < 0) {
      // Keys that are no field are ignored (as PocketBase does); the server's own fields are refused.
      if (SERVER_FIELDS.indexOf(field) >= 0) errors[field] = { code: 'validation_read_only', message: text.serverField }
      return
    }
    const value = body[key]
    // One value each, as text: no `name+` or `merged_into-` modifiers.
    if (key !== field || typeof value !== 'string') errors[field] = { code: 'validation_invalid_type', message: field === 'merged_into' ? text.mergeTargetMissing : text.nameRequired }
    else if (field === 'name' && value.trim() === '') errors.name = { code: 'validation_required', message: text.nameRequired }
    else if (field === 'name' && value.length > desk.contacts.nameMax) errors.name = { code: 'validation_max', message: format(text.nameTooLong, { max: desk.contacts.nameMax }) }
    else if (field === 'company' && value.length > desk.contacts.companyMax) errors.company = { code: 'validation_max', message: format(text.companyTooLong, { max: desk.contacts.companyMax }) }
  })
  return errors
}

/**
 * The contacts grouped under `contact` through it (its merges and theirs), found by following
 * merged_into back from it.
 */
function mergedBelow(app, contact) {
  const found = []
  let frontier = [contact.id]
  for (let depth = 0; frontier.length > 0 && depth < 50; depth++) {
    const next = []
    frontier.forEach((id) => app.findRecordsByFilter('contacts', 'merged_into = {:id}', '', 0, 0, { id }).forEach((row) => next.push(row)))
    next.forEach((row) => found.push(row))
    frontier = next.map((row) => row.id)
  }
  return found
}

/**
 * onRecordUpdateRequest for contacts: staff rename a contact, set its company, merge it into another
 * (merged_into: a contact of another group; it and its group join that group's root) or undo its merge
 * (merged_into: ''; it takes its own merges back, and the two are never merged automatically again).
 * The change, its logs and the group's new roots are one transaction.
 */
function updateContact(e) {
  const info = e.requestInfo()
  const errors = info.hasSuperuserAuth() ? {} : staffErrors(info.body)
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  const actorRecord = e.auth
  const record = e.record
  return e.app.runInTransaction((txApp) => {
    e.app = txApp
    // The contact as it stands now, not as the request first read it (writes run one at a time).
    const current = txApp.findRecordById('contacts', record.id)
    const from = current.getString('merged_into')
    const to = record.getString('merged_into')
    if (to === from) {
      record.set('root', current.getString('root'))
      e.next()
      const changed = ['name', 'company'].filter((name) => current.getString(name) !== record.getString(name))
      if (changed.length > 0) {
        logActivity(txApp, {
          action: 'updated',
          collectionName: 'contacts',
          recordId: record.id,
          recordLabel: record.getString('name'),
          summary: format(messages.activity.contentUpdated, { kind: messages.activity.kinds.contacts }),
          details: { fields: changed },
          actorRecord,
        })
      }
      return
    }
    if (from && to) return respondInvalid(e, { merged_into: { code: 'validation_merged', message: text.mergeMerged } })
    if (to) {
      // Merge: into the other contact's group, at its root.
      if (to === record.id) return respondInvalid(e, { merged_into: { code: 'validation_merge_self', message: text.mergeSelf } })
      let other
      try {
        other = txApp.findRecordById('contacts', to)
      } catch (_) {
        return respondInvalid(e, { merged_into: { code: 'validation_merge_missing', message: text.mergeTargetMissing } })
      }
      const target = other.getString('root') ? txApp.findRecordById('contacts', rootId(other)) : other
      if (target.id === record.id) return respondInvalid(e, { merged_into: { code: 'validation_merge_same', message: text.mergeSame } })
      // Merging says they are one person after all.
      record.set('not_same_as', record.getStringSlice('not_same_as').filter((id) => id !== target.id))
      target.set('not_same_as', target.getStringSlice('not_same_as').filter((id) => id !== record.id))
      txApp.save(target)
      groupUnder(txApp, record, target, false)
      e.next()
      logPair(txApp, 'contact_merged', record, target, format(desk.activity.contactMerged, { source: record.getString('name'), target: target.getString('name') }), actorRecord)
      return
    }
    // Undo: this contact and what was merged into it leave the group; they are kept apart from now on.
    const parent = txApp.findRecordById('contacts', from)
    const below = mergedBelow(txApp, current)
    record.set('root', '')
    record.set('not_same_as', record.getStringSlice('not_same_as').concat([current.getString('root') || from]).filter((id, i, all) => all.indexOf(id) === i))
    e.next()
    below.forEach((row) => txApp.db().newQuery('UPDATE {{contacts}} SET [[root]] = {:root} WHERE [[id]] = {:id}').bind({ root: record.id, id: row.id }).execute())
    logPair(txApp, 'contact_unmerged', record, parent, format(desk.activity.contactUnmerged, { source: record.getString('name'), target: parent.getString('name') }), actorRecord)
  })
}

module.exports = { rootId, setKeys, attachLead, onLeadCreate, attachMissing, removeIfEmpty, onLeadDeleted, staffErrors, updateContact }
