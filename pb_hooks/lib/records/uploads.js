// Image uploads of slides, news and partners: the name's extension must be an image extension that
// matches the content, within the size limit; files are served with that image type and nothing else.

// Required once per JS runtime (resolving a path costs file-system calls on every require).
const rules = require(`${__hooks}/lib/shared/uploads.json`)
const limits = require(`${__hooks}/lib/shared/limits.json`)
const { respondInvalid } = require(`${__hooks}/lib/records/validation-response.js`)

/** The last extension of a file name, lower case, without the dot ('' when there is none). */
function extensionOf(name) {
  const dot = String(name).lastIndexOf('.')
  return dot < 0 ? '' : String(name).slice(dot + 1).toLowerCase()
}

/**
 * The image type the first bytes announce, by the same signatures PocketBase's own check
 * (gabriel-vasile/mimetype) uses for these four types; '' for anything else.
 */
function sniffImageType(bytes) {
  const startsWith = (offset, text) => {
    for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false
    return true
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes[0] === 0x89 && startsWith(1, 'PNG\r\n\x1a\n')) return 'image/png'
  if (startsWith(0, 'GIF87a') || startsWith(0, 'GIF89a')) return 'image/gif'
  if (startsWith(0, 'RIFF') && startsWith(8, 'WEBP')) return 'image/webp'
  return ''
}

function headBytes(file) {
  const reader = file.reader.open()
  try {
    return toBytes(reader, 16)
  } finally {
    reader.close()
  }
}

/** `{code, message}` when an uploaded file may not be stored, else null. */
function fileProblem(file, rules, maxBytes) {
  const expected = rules.imageTypesByExtension[extensionOf(file.name)]
  // PocketBase's mime check alone lets a GIF named x.js through, which it then serves as a script.
  if (!expected || sniffImageType(headBytes(file)) !== expected) {
    return { code: 'validation_invalid_mime_type', message: rules.messages.unsupportedType }
  }
  if (file.size > maxBytes) {
    const max = Math.round(maxBytes / (1024 * 1024))
    return { code: 'validation_file_size_limit', message: rules.messages.tooLarge.replace('{max}', String(max)) }
  }
  return null
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

module.exports = { extensionOf, sniffImageType, checkUploadsRequest, serveAsImage }
