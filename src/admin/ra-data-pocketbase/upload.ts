// Record writes that carry files, sent with XMLHttpRequest so the upload's progress can be
// reported (fetch cannot report upload progress over HTTP/1.1). Failures come back as the SDK's
// ClientResponseError, so they map to react-admin errors exactly as SDK calls do.
import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'

/** One moment of an upload: started, bytes sent, finished or failed. */
export interface UploadProgressEvent {
  resource: string
  phase: 'start' | 'progress' | 'done' | 'error'
  /** Bytes sent so far and in all (total 0 until the browser knows it). */
  loaded: number
  total: number
}

export type UploadProgressListener = (event: UploadProgressEvent) => void

/** Whether a write body holds a file (and so goes up as multipart). */
export function hasFile(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => typeof Blob !== 'undefined' && value instanceof Blob)
}

/**
 * The multipart body PocketBase reads: each file under its field name, every other field in
 * `@jsonPayload` (so numbers, booleans, arrays and null keep their types).
 */
export function toMultipart(body: Record<string, unknown>): FormData {
  const form = new FormData()
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file')
    else rest[key] = value
  }
  form.append('@jsonPayload', JSON.stringify(rest))
  return form
}

/**
 * POSTs (create) or PATCHes (update, with `id`) a record with files, calling `onProgress` as it
 * goes. Query options (`expand`, `fields`) are passed on.
 */
export function writeWithProgress(
  pb: PocketBase,
  collection: string,
  id: string | undefined,
  body: Record<string, unknown>,
  query: Record<string, string | undefined>,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<RecordModel> {
  const path = `/api/collections/${encodeURIComponent(collection)}/records${id === undefined ? '' : `/${encodeURIComponent(id)}`}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value)
  const url = pb.buildURL(path) + (params.size > 0 ? `?${params}` : '')
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const fail = (status: number, response: Record<string, unknown>, isAbort = false) =>
      reject(new ClientResponseError({ url, status, response, isAbort }))
    xhr.open(id === undefined ? 'POST' : 'PATCH', url)
    if (pb.authStore.token) xhr.setRequestHeader('Authorization', pb.authStore.token)
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0)
    xhr.onload = () => {
      let response: Record<string, unknown> = {}
      try {
        response = xhr.responseText ? (JSON.parse(xhr.responseText) as Record<string, unknown>) : {}
      } catch {
        response = {}
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(response as RecordModel)
      else fail(xhr.status, response)
    }
    xhr.onerror = () => fail(0, {})
    xhr.onabort = () => fail(0, {}, true)
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(toMultipart(body))
  })
}
