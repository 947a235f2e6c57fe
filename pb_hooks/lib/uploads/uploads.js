// Image uploads of slides, news and partners: the name's extension must be an image extension that
// matches the content, within the size limit, declaring no more pixels than the site takes (a
// thumbnail decodes the whole image: lib/shared/image-header.js); files are served with that image
// type and nothing else.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/uploads.json`)
const limits = require(`${__hooks}/lib/shared/limits.json`)
const { sniffImageType, dimensionsProblem } = require(`${__hooks}/lib/shared/image-header.js`)
const { respondInvalid } = require(`${__hooks}/lib/core/validation-response.js`)

/** The last extension of a file name, lower case, without the dot ('' when there is none). */
function extensionOf(name) {
  const dot = String(name).lastIndexOf('.')
  return dot < 0 ? '' : String(name).slice(dot + 1).toLowerCase()
}

/**
 * The first `maxBytes` bytes of a file (all of it when it is smaller). A file within the size limit
 * is read whole: a JPEG's frame header may follow a few hundred KB of metadata (EXIF, ICC profile).
 */
function readBytes(file, maxBytes) {
  const reader = file.reader.open()
  try {
    return toBytes(reader, maxBytes)
  } finally {
    reader.close()
  }
}

/** `{code, message}` when an uploaded file may not be stored, else null. */
function fileProblem(file, rules, maxBytes) {
  const expected = rules.imageTypesByExtension[extensionOf(file.name)]
  const bytes = readBytes(file, file.size > maxBytes ? 16 : maxBytes)
  // PocketBase's mime check alone lets a GIF named x.js through, which it then serves as a script.
  if (!expected || sniffImageType(bytes) !== expected) {
    return { code: 'validation_invalid_mime_type', message: rules.messages.unsupportedType }
  }
  if (file.size > maxBytes) {
    const max = Math.round(maxBytes / (1024 * 1024))
    return { code: 'validation_file_size_limit', message: rules.messages.tooLarge.replace('{max}', String(max)) }
  }
  return dimensionsProblem(bytes, rules)
}

/** onRecordCreateRequest / onRecordUpdateRequest handler body: checks every newly uploaded file. */
function checkUploadsRequest(e) {
  const fields = e.record.collection().fields
  const errors = {}
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    if (field.type() !== 'file') continue
    const files = e.record.getUnsavedFiles(field.name)
    for (let j = 0; j < files.length; j++) {
      const problem = fileProblem(files[j], rules, limits.image.maxSizeBytes)
      if (problem) {
        errors[field.name] = problem
        break
      }
    }
  }
  if (Object.keys(errors).length > 0) return respondInvalid(e, errors)
  return e.next()
}

/**
 * onRecordCreate / onRecordUpdate handler body: every save with a new file that is an image (by its
 * content, as PocketBase decides whether to make thumbnails), also those that are no request
 * (`pocketbase seed-demo`, any hook's $app.save), is refused when its declared size is over the
 * limit or unreadable. Requests were answered with a per-field 400 before they got here.
 */
function checkDimensionsOnSave(e) {
  const fields = e.record.collection().fields
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].type() !== 'file') continue
    const files = e.record.getUnsavedFiles(fields[i].name)
    for (let j = 0; j < files.length; j++) {
      const bytes = readBytes(files[j], limits.image.maxSizeBytes)
      const problem = sniffImageType(bytes) ? dimensionsProblem(bytes, rules) : null
      if (problem) throw new Error(`${files[j].originalName}：${problem.message}`)
    }
  }
  e.next()
}

/**
 * onFileDownloadRequest handler body. PocketBase picks the type from the stored name (`.js` is sent
 * as text/javascript whatever the bytes are); here only image extensions get an image type, anything
 * else is an opaque download. Thumbnails of WebP images are written as PNG by PocketBase.
 */
function serveAsImage(e) {
  // The download event embeds the request event; its response is only reachable through it.
  const header = e.requestEvent.response.header()
  const isThumb = e.servedPath.indexOf('/thumbs_') >= 0
  let type = rules.imageTypesByExtension[extensionOf(e.servedName)]
  if (type === 'image/webp' && isThumb) type = 'image/png'
  header.set('X-Content-Type-Options', 'nosniff')
  if (type) {
    header.set('Content-Type', type)
  } else {
    header.set('Content-Type', 'application/octet-stream')
    header.set('Content-Disposition', 'attachment')
  }
  return e.next()
}

module.exports = { extensionOf, checkUploadsRequest, checkDimensionsOnSave, serveAsImage }
