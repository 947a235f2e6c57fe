// A slide's background on create and update: only the site's gradients (lib/shared/slide-background.js).

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const slideFacts = require(`${__hooks}/lib/shared/slides.json`)
const messages = require(`${__hooks}/lib/shared/messages.json`)
const { isKnownBackground } = require(`${__hooks}/lib/shared/slide-background.js`)
const { fieldError, respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)

/** onRecordCreateRequest / onRecordUpdateRequest body for carousels: a 400 for any other background. */
function checkBackgroundRequest(e) {
  if (!isKnownBackground(e.record.getString('background'), slideFacts.gradients)) {
    return respondInvalid(e, { background: fieldError('validation_invalid_background', messages.carousels.backgroundInvalid) })
  }
  return e.next()
}

module.exports = { checkBackgroundRequest }
