// What the browser checks before an image goes up (the server checks the same again): type and size,
// with the messages and limits shared with the upload hook.
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

/** The message refusing `file`, or null when it may be uploaded. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const types = uploads.imageTypesByExtension as Record<string, string>
  const expected = types[extensionOf(file.name)]
  if (!expected || file.type !== expected) return uploadMessages.unsupportedType
  if (file.size > imageMaxBytes) return uploadMessages.tooLarge
  return null
}
