// Runs SDK calls behind a session check and maps their failures to what react-admin understands.
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import { HttpError } from 'ra-core'

export const DEFAULT_EXPIRED_SESSION_MESSAGE = '登录已过期，请重新登录'
export const DEFAULT_NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试'

export interface ErrorMessages {
  expiredSession: string
  network: string
}

/** The body react-admin reads: `errors` feeds server-side validation of forms, `response` is PocketBase's. */
export interface PocketBaseErrorBody {
  errors: Record<string, string>
  response: Record<string, unknown>
}

/**
 * The error to throw for a cancelled request. react-admin does not log a DOMException named
 * AbortError, and react-query drops the result of a cancelled query whatever it is.
 */
export function abortError(signal?: AbortSignal): DOMException {
  const reason: unknown = signal?.reason
  if (reason instanceof DOMException && reason.name === 'AbortError') return reason
  return new DOMException('The operation was aborted.', 'AbortError')
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/** Per-field messages from PocketBase's `{data: {field: {code, message}}}`. */
function fieldMessages(response: Record<string, unknown>): Record<string, string> {
  const data = response.data
  const errors: Record<string, string> = {}
  if (data === null || typeof data !== 'object') return errors
  for (const [field, detail] of Object.entries(data as Record<string, unknown>)) {
    if (detail !== null && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string') {
      errors[field] = (detail as { message: string }).message
    }
  }
  return errors
}

/** Any failure of an SDK call as react-admin's HttpError (aborts become AbortError, see abortError). */
export function toReactAdminError(error: unknown, messages: ErrorMessages, signal?: AbortSignal): unknown {
  if (isAbortError(error) || error instanceof HttpError) return error
  if (!(error instanceof ClientResponseError)) return error
  if (error.isAbort || signal?.aborted) return abortError(signal)
  if (error.status === 0) return new HttpError(messages.network, 0, { errors: {}, response: {} } satisfies PocketBaseErrorBody)
  const response = (error.response ?? {}) as Record<string, unknown>
  const message = typeof response.message === 'string' && response.message !== '' ? response.message : error.message
  return new HttpError(message, error.status, { errors: fieldMessages(response), response } satisfies PocketBaseErrorBody)
}

/**
 * Runs one SDK call. An expired token is refused here: PocketBase would take it for a guest
 * and answer with empty lists and 404s instead of a 401.
 */
export async function guarded<T>(pb: PocketBase, messages: ErrorMessages, signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
  if (pb.authStore.token && !pb.authStore.isValid) {
    throw new HttpError(messages.expiredSession, 401, { errors: {}, response: {} } satisfies PocketBaseErrorBody)
  }
  if (signal?.aborted) throw abortError(signal)
  try {
    return await call()
  } catch (error) {
    throw toReactAdminError(error, messages, signal)
  }
}
