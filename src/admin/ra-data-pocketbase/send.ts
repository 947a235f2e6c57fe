// Calls to custom routes (e.g. `/api/outbox/deliver`) through the SDK, never auto-cancelled.
import type PocketBase from 'pocketbase'
import type { SendOptions } from './types'

export function sendRequest<T>(pb: PocketBase, path: string, options: SendOptions): Promise<T> {
  const { method = 'GET', body, query, headers, signal } = options
  return pb.send<T>(path, { method, body, query, headers, signal, requestKey: null })
}
