// Public types of ra-data-pocketbase: the options and the provider's interface beyond react-admin's.
import type { DataProvider, RaRecord } from 'ra-core'
import type { FileFieldOptions } from './files'
import type { UploadProgressListener } from './upload'

/** Extra query parameters for reads (`expand`, `fields`), per resource or per call through `meta`. */
export interface QueryOptions {
  /** PocketBase `expand`, e.g. `'submission'`. */
  expand?: string
  /** PocketBase `fields`, e.g. `'id,title,created'`. */
  fields?: string
}

export interface PocketBaseDataProviderOptions {
  /** react-admin resource → PocketBase collection; unmapped resources use their own name. */
  collections?: Record<string, string>
  /** Fields the `q` filter searches (OR of `~`), per resource. Without an entry, `q` is ignored. */
  searchFields?: Record<string, string[]>
  /** File fields per resource, and the thumbnail size for `src` (e.g. { carousels: { image: { thumb: '640x360' } } }). */
  fileFields?: Record<string, FileFieldOptions>
  /** Default sort per resource (default `-created`). */
  defaultSort?: Record<string, string>
  /** Extra query options per resource (e.g. `expand`, `fields`); a call's `meta` overrides them. */
  queryOptions?: Record<string, QueryOptions>
  /** Ids per `getMany` request (default 50: PocketBase caps a filter at 3,500 characters and 200 expressions). */
  getManyChunkSize?: number
  /**
   * Whether react-admin's implicit sort `{field: 'id', order: 'ASC'}` means "the default sort"
   * (default true: PocketBase ids are random). Set false to sort by id ascending when asked.
   */
  idAscIsDefault?: boolean
  /** Message of the 401 thrown when the stored token has expired (default 登录已过期，请重新登录). */
  expiredSessionMessage?: string
  /** Message of the error thrown when the server cannot be reached (default 网络连接失败，请检查网络后重试). */
  networkErrorMessage?: string
}

export type RealtimeAction = 'create' | 'update' | 'delete'

export interface RealtimeEvent<RecordType extends RaRecord = RaRecord> {
  action: RealtimeAction
  record: RecordType
}

export interface SendOptions {
  method?: string
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface PocketBaseDataProvider extends DataProvider {
  supportAbortSignal: true
  /** Listens to every record change of a resource; resolves to the function that stops listening. */
  subscribe<RecordType extends RaRecord = RaRecord>(
    resource: string,
    callback: (event: RealtimeEvent<RecordType>) => void,
  ): Promise<() => Promise<void>>
  /** Stops this provider's subscriptions: a resource's, or all of them (on logout). */
  unsubscribe(resource?: string): Promise<void>
  /** Calls `callback` each time the realtime connection is re-established after a loss; resolves to a stop function. */
  onReconnect(callback: () => void): Promise<() => Promise<void>>
  /** Calls a custom route (e.g. `/api/outbox/deliver`) with the same session check and error mapping. */
  send<T = unknown>(path: string, options?: SendOptions): Promise<T>
  /**
   * Listens to the progress of every create/update that carries a file (start, bytes sent, done,
   * error); returns the function that stops listening.
   */
  onUploadProgress(listener: UploadProgressListener): () => void
}
