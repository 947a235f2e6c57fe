// Moving a slide up or down on its page: swaps `order_index` with its neighbour in one transaction,
// so a failure never leaves two slides with one index. The page's order is total: `order_index`,
// then `created`, then `id`. When two slides of the page share an index, the page is first
// renumbered 1..n in that order (in the same transaction), so indexes end unique.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { format, logActivity } = require(`${__hooks}/lib/core/activity.js`)

const DIRECTIONS = ['up', 'down']

/** `[status, {status, message, data: {}}]`: a refusal in PocketBase's error shape. */
/**
 * @param {number} status
 * @param {string} message
 * @returns {[number, object]}
 */
function refusal(status, message) {
  return [status, { status, message, data: {} }]
}

/** The page's slides in display order. */
function pageSlides(txApp, pageId) {
  return txApp.findRecordsByFilter('carousels', 'page_id = {:page}', 'order_index,created,id', 0, 0, { page: pageId })
}

/** True when two slides in the list share an `order_index`. */
function hasDuplicateIndexes(slides) {
  const seen = {}
  for (const slide of slides) {
    const index = slide.getInt('order_index')
    if (seen[index]) return true
    seen[index] = true
  }
  return false
}

/**
 * The move itself, inside the transaction. A failed save throws.
 * @returns {[number, object]} the status and the body to answer
 */
function moveWithin(txApp, id, direction, actorRecord) {
  let slide
  try {
    slide = txApp.findRecordById('carousels', id)
  } catch (_) {
    return refusal(404, messages.carousels.notFound)
  }
  const slides = pageSlides(txApp, slide.getString('page_id'))
  const at = slides.findIndex((item) => item.id === slide.id)
  const to = direction === 'up' ? at - 1 : at + 1
  if (to < 0) return refusal(400, messages.carousels.firstCannotMoveUp)
  if (to >= slides.length) return refusal(400, messages.carousels.lastCannotMoveDown)

  const renumbered = hasDuplicateIndexes(slides)
  if (renumbered) {
    slides.forEach((item, position) => {
      if (item.getInt('order_index') === position + 1) return
      item.set('order_index', position + 1)
      txApp.save(item)
    })
  }
  const moved = slides[at]
  const neighbour = slides[to]
  const movedIndex = moved.getInt('order_index')
  moved.set('order_index', neighbour.getInt('order_index'))
  neighbour.set('order_index', movedIndex)
  txApp.save(moved)
  txApp.save(neighbour)
  // The dashboard's 最近动态 and the audit trail: who moved which slide, in the move's transaction.
  logActivity(txApp, {
    action: 'updated',
    collectionName: 'carousels',
    recordId: moved.id,
    recordLabel: moved.getString('title'),
    summary: format(direction === 'up' ? messages.carousels.movedUp : messages.carousels.movedDown, {}),
    details: { fields: ['order_index'], direction },
    actorRecord,
  })
  const items = [moved, neighbour].map((item) => ({ id: item.id, page_id: item.getString('page_id'), order_index: item.getInt('order_index') }))
  return [200, { items, renumbered }]
}

/**
 * Moves slide `id` one place `direction` ('up' or 'down') within its page.
 * @returns {[number, object]} the status and the body to answer
 */
function moveSlide(app, id, direction, actorRecord) {
  if (DIRECTIONS.indexOf(direction) < 0) {
    const error = { code: 'validation_invalid_direction', message: messages.carousels.directionInvalid }
    return [400, { status: 400, message: messages.invalidForm, data: { direction: error } }]
  }
  /** @type {[number, object]} */
  let answer = [500, {}]
  try {
    app.runInTransaction((txApp) => {
      answer = moveWithin(txApp, id, direction, actorRecord)
    })
  } catch (err) {
    // A failed write rolls the whole move back, renumbering included.
    app.logger().warn('Slide move failed', 'id', id, 'direction', direction, 'error', String(err))
    return refusal(400, messages.carousels.moveFailed)
  }
  return answer
}

/** Route handler: POST /api/carousels/{id}/move with `{"direction": "up" | "down"}`. */
function moveSlideRequest(e) {
  const body = e.requestInfo().body || {}
  const direction = typeof body.direction === 'string' ? body.direction : ''
  const [status, answer] = moveSlide(e.app, e.request.pathValue('id'), direction, e.auth)
  return e.json(status, answer)
}

module.exports = { moveSlide, moveSlideRequest }
