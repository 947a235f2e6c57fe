// What the browser checks before an image goes up (the server checks the same again): type, size and
// the pixel dimensions the file's header declares, with the messages, limits and header reader
// shared with the upload hook.
import imageHeader from '@shared/image-header.js'
import limits from '@shared/limits.json' with { type: 'json' }
import uploads from '@shared/uploads.json' with { type: 'json' }

export const imageMaxBytes = limits.image.maxSizeBytes
export const imageMaxMb = Math.round(imageMaxBytes / (1024 * 1024))

/** The dropzone's `accept`: each allowed type with its extensions (so the file picker offers only images). */
export const imageAccept: Record<string, string[]> = Object.entries(uploads.imageTypesByExtension).reduce<Record<string, string[]>>(
  (accept, [extension, type]) => ({ ...accept, [type]: [...(accept[type] ?? []), `.${extension}`] }),
  {},
)

export const uploadMessages = {
  unsupportedType: uploads.messages.unsupportedType,
  tooLarge: uploads.messages.tooLarge.replace('{max}', String(imageMaxMb)),
} as const

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

const types = uploads.imageTypesByExtension as Record<string, string>

/** The message refusing `file` by its name, type and size, or null when they allow it. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const expected = types[extensionOf(file.name)]
  if (!expected || file.type !== expected) return uploadMessages.unsupportedType
  if (file.size > imageMaxBytes) return uploadMessages.tooLarge
  return null
}

/**
 * The message refusing `file`, or null when it may be uploaded: imageProblem, then its content as the
 * server reads it (the signature of the type its name says, and the declared width and height).
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  const problem = imageProblem(file)
  if (problem) return problem
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (imageHeader.sniffImageType(bytes) !== types[extensionOf(file.name)]) return uploadMessages.unsupportedType
  return imageHeader.dimensionsProblem(bytes, uploads)?.message ?? null
}
