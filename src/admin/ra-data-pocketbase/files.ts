// File fields both ways: names from PocketBase become react-admin image objects, and back into uploads.
import type PocketBase from 'pocketbase'

/**
 * Per file field of a resource: the thumbnail size (one of the field's `thumbs`) used for `src`, and
 * `prepare`, which turns a newly chosen file into the one uploaded (e.g. re-encoded).
 */
export type FileFieldOptions = Record<string, { thumb?: string; prepare?: (file: File) => Promise<File> } | undefined>

/** What a file field holds on read, the shape `ImageField`/`ImageInput` use. */
export interface FileValue {
  /** The thumbnail URL when a size is configured, else the file's URL. */
  src: string
  /** The stored file name. */
  title: string
  /** The full-size file URL. */
  original: string
}

/** react-admin's `FileInput`/`ImageInput` value for a newly chosen file. */
interface ChosenFile {
  rawFile: Blob
}

function isChosenFile(value: unknown): value is ChosenFile {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof Blob !== 'undefined' &&
    (value as { rawFile?: unknown }).rawFile instanceof Blob
  )
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob) && !(value instanceof Date)
}

/**
 * A record as read, with each configured single-file field turned into a FileValue ('' into null).
 * `token` (a file token) is added to the URLs so protected files of hidden records load too.
 */
export function withFileValues<T extends Record<string, unknown>>(
  pb: PocketBase,
  record: T,
  fields: FileFieldOptions | undefined,
  token?: string,
): T {
  if (!fields) return record
  const mapped: Record<string, unknown> = { ...record }
  for (const [field, options] of Object.entries(fields)) {
    const name = record[field]
    // Multi-file fields (arrays) are left as PocketBase sends them.
    if (typeof name !== 'string') continue
    if (name === '') {
      mapped[field] = null
      continue
    }
    const withToken = token ? { token } : {}
    const original = pb.files.getURL(record, name, withToken)
    const src = options?.thumb ? pb.files.getURL(record, name, { ...withToken, thumb: options.thumb }) : original
    mapped[field] = { src, title: name, original } satisfies FileValue
  }
  return mapped as T
}

/**
 * A record body for create/update. `{rawFile}` becomes the File itself (the SDK then sends
 * multipart), an already stored file (`{src, title}` without rawFile) is left out, and null or ''
 * on a file field clears it.
 */
export function toWriteBody(data: Record<string, unknown>, fields: FileFieldOptions | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue
    if (isChosenFile(value)) {
      body[key] = toFile(value.rawFile, value)
      continue
    }
    if (fields && key in fields) {
      if (value === null || value === '') body[key] = null
      else if (typeof value === 'string') body[key] = value
      // A stored file shown back to the form: nothing to send.
      else if (isPlainObject(value)) continue
      else body[key] = value
      continue
    }
    body[key] = value
  }
  return body
}

/** `body` (from toWriteBody) with each new file of a field that has `prepare` replaced by what it gives. */
export async function preparedUploads(body: Record<string, unknown>, fields: FileFieldOptions | undefined): Promise<Record<string, unknown>> {
  if (!fields) return body
  const prepared = { ...body }
  for (const [field, options] of Object.entries(fields)) {
    const value = body[field]
    if (options?.prepare && typeof File !== 'undefined' && value instanceof File) prepared[field] = await options.prepare(value)
  }
  return prepared
}

/** A Blob as a File with a name, so PocketBase keeps the original extension. */
function toFile(raw: Blob, value: ChosenFile): Blob {
  if (typeof File !== 'undefined' && raw instanceof File) return raw
  const title = (value as { title?: unknown }).title
  const name = typeof title === 'string' && title !== '' ? title : 'file'
  return typeof File !== 'undefined' ? new File([raw], name, { type: raw.type }) : raw
}
