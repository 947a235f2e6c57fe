// ra-data-pocketbase: a react-admin data provider for PocketBase (public API of this folder).
import type PocketBase from 'pocketbase'
import type { ListResult, RecordModel } from 'pocketbase'
import type {
  CreateParams,
  CreateResult,
  DeleteResult,
  GetListResult,
  GetManyReferenceResult,
  GetManyResult,
  GetOneResult,
  UpdateResult,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core'
import { changedFields } from './diff'
import { DEFAULT_EXPIRED_SESSION_MESSAGE, DEFAULT_NETWORK_ERROR_MESSAGE, guarded, type ErrorMessages } from './errors'
import { fileTokenSource } from './file-token'
import { preparedUploads, toWriteBody, withFileValues } from './files'
import { hasFile, writeWithProgress, type UploadProgressListener } from './upload'
import { andExpressions, assertFieldName, translateFilter } from './filters'
import { SubscriptionRegistry } from './realtime'
import { sendRequest } from './send'
import { translateSort } from './sort'
import type { PocketBaseDataProvider, PocketBaseDataProviderOptions, QueryOptions } from './types'

export { translateFilter, andExpressions, assertFieldName, FILTER_OPERATORS, FILTER_SUFFIXES } from './filters'
export type { TranslatedFilter, TranslateFilterOptions, FilterOperator } from './filters'
export { translateSort } from './sort'
export type { SortInput, TranslateSortOptions } from './sort'
export { useRealtimeRefresh } from './realtime'
export { DEFAULT_EXPIRED_SESSION_MESSAGE, DEFAULT_NETWORK_ERROR_MESSAGE } from './errors'
export type { PocketBaseErrorBody } from './errors'
export type { FileFieldOptions, FileValue } from './files'
export type { UploadProgressEvent, UploadProgressListener } from './upload'
export type {
  PocketBaseDataProvider,
  PocketBaseDataProviderOptions,
  QueryOptions,
  RealtimeAction,
  RealtimeEvent,
  SendOptions,
} from './types'

/** PocketBase silently caps `perPage` at this. */
const MAX_PER_PAGE = 1000
const DEFAULT_GET_MANY_CHUNK = 50

/** Fields a new record must not carry over (e.g. from a cloned record). */
const READ_ONLY_FIELDS = ['collectionId', 'collectionName', 'created', 'updated', 'expand']

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export function pocketbaseDataProvider(pb: PocketBase, options: PocketBaseDataProviderOptions = {}): PocketBaseDataProvider {
  const messages: ErrorMessages = {
    expiredSession: options.expiredSessionMessage ?? DEFAULT_EXPIRED_SESSION_MESSAGE,
    network: options.networkErrorMessage ?? DEFAULT_NETWORK_ERROR_MESSAGE,
  }
  const chunkSize = Math.max(1, Math.min(options.getManyChunkSize ?? DEFAULT_GET_MANY_CHUNK, 100))
  const realtime = new SubscriptionRegistry(pb)

  const collectionOf = (resource: string) => options.collections?.[resource] ?? resource
  const records = (resource: string) => pb.collection(collectionOf(resource))
  const toRecord = (resource: string, token?: string) => (record: RecordModel): RaRecord =>
    withFileValues(pb, record, options.fileFields?.[resource], token) as RaRecord
  const fileToken = fileTokenSource(pb)
  /** A file token when the resource has file fields and someone is signed in (else no token). */
  const tokenFor = async (resource: string): Promise<string | undefined> => {
    if (!options.fileFields?.[resource]) return undefined
    // Without a token only the images of hidden records stay blank; the read itself goes on.
    return fileToken().catch(() => undefined)
  }
  const uploadListeners = new Set<UploadProgressListener>()
  /**
   * Creates (no id) or updates a record. A body with a file goes up with progress reported to the
   * upload listeners; any other body, or any body where there is no XMLHttpRequest (Node), through the SDK.
   */
  const write = (resource: string, id: string | undefined, body: Record<string, unknown>, meta: unknown) => {
    const query = readOptions(resource, meta, undefined)
    if (!hasFile(body) || typeof XMLHttpRequest === 'undefined') {
      return run(undefined, () => (id === undefined ? records(resource).create(body, query) : records(resource).update(id, body, query)))
    }
    const emit = (phase: 'start' | 'progress' | 'done' | 'error', loaded = 0, total = 0) =>
      uploadListeners.forEach((listener) => listener({ resource, phase, loaded, total }))
    emit('start')
    return run(undefined, () =>
      writeWithProgress(pb, collectionOf(resource), id, body, { expand: query.expand, fields: query.fields }, (loaded, total) =>
        emit('progress', loaded, total),
      ),
    ).then(
      (record) => {
        emit('done')
        return record
      },
      (error: unknown) => {
        emit('error')
        throw error
      },
    )
  }
  const run = <T>(signal: AbortSignal | undefined, call: () => Promise<T>) => guarded(pb, messages, signal, call)

  /** Query options of a read: the resource's, then the call's `meta.expand` / `meta.fields`. */
  const readOptions = (resource: string, meta: unknown, signal: AbortSignal | undefined) => {
    const fromMeta = (meta ?? {}) as QueryOptions
    const merged: QueryOptions = { ...options.queryOptions?.[resource] }
    if (fromMeta.expand !== undefined) merged.expand = fromMeta.expand
    if (fromMeta.fields !== undefined) merged.fields = fromMeta.fields
    return { ...merged, signal, requestKey: null }
  }

  const buildFilter = (resource: string, filter: Record<string, unknown> | undefined) => {
    const { expr, params } = translateFilter(filter, { searchFields: options.searchFields?.[resource] })
    return expr === '' ? '' : pb.filter(expr, params)
  }

  /**
   * One react-admin page. Pages over PocketBase's cap are read as several 1,000-row pages and
   * sliced, so an export asking for everything gets everything.
   */
  async function listPage<R extends RaRecord>(
    resource: string,
    page: number,
    perPage: number,
    query: { filter: string; sort: string; meta: unknown; signal: AbortSignal | undefined },
  ) {
    const base = { ...readOptions(resource, query.meta, query.signal), sort: query.sort }
    const withFilter = query.filter === '' ? base : { ...base, filter: query.filter }
    if (perPage <= MAX_PER_PAGE) {
      const result = await run(query.signal, () => records(resource).getList(page, perPage, withFilter))
      return { data: result.items.map(toRecord(resource, await tokenFor(resource))) as R[], total: result.totalItems }
    }
    const start = (page - 1) * perPage
    const end = start + perPage
    const firstPage = Math.floor(start / MAX_PER_PAGE) + 1
    const lastPage = Math.ceil(end / MAX_PER_PAGE)
    const items: RecordModel[] = []
    let total = 0
    for (let p = firstPage; p <= lastPage; p++) {
      const result: ListResult<RecordModel> = await run(query.signal, () => records(resource).getList(p, MAX_PER_PAGE, withFilter))
      items.push(...result.items)
      total = result.totalItems
      if (p >= result.totalPages) break
    }
    const offset = start - (firstPage - 1) * MAX_PER_PAGE
    return { data: items.slice(offset, offset + perPage).map(toRecord(resource, await tokenFor(resource))) as R[], total }
  }

  const sortFor = (resource: string, sort: GetListParams['sort']) =>
    translateSort(sort, { defaultSort: options.defaultSort?.[resource], idAscIsDefault: options.idAscIsDefault })

  const provider: PocketBaseDataProvider = {
    supportAbortSignal: true,

    async getList<R extends RaRecord = RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      const { page = 1, perPage = 25 } = params.pagination ?? {}
      return listPage<R>(resource, page, perPage, {
        filter: buildFilter(resource, params.filter),
        sort: sortFor(resource, params.sort),
        meta: params.meta,
        signal: params.signal,
      })
    },

    async getOne<R extends RaRecord = RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
      const record = await run(params.signal, () =>
        records(resource).getOne(String(params.id), readOptions(resource, params.meta, params.signal)),
      )
      return { data: toRecord(resource, await tokenFor(resource))(record) as R }
    },

    async getMany<R extends RaRecord = RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
      const ids = [...new Set(params.ids.map(String))]
      if (ids.length === 0) return { data: [] }
      const found = new Map<string, RecordModel>()
      await Promise.all(
        chunks(ids, chunkSize).map(async (chunk) => {
          const expr = chunk.map((_, i) => `id = {:id${i}}`).join(' || ')
          const filter = pb.filter(expr, Object.fromEntries(chunk.map((id, i) => [`id${i}`, id])))
          const result = await run(params.signal, () =>
            records(resource).getList(1, chunk.length, {
              ...readOptions(resource, params.meta, params.signal),
              filter,
              skipTotal: true,
            }),
          )
          for (const record of result.items) found.set(record.id, record)
        }),
      )
      const toRa = toRecord(resource, await tokenFor(resource))
      return { data: ids.flatMap((id) => found.get(id) ?? []).map((record) => toRa(record) as R) }
    },

    async getManyReference<R extends RaRecord = RaRecord>(resource: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult<R>> {
      const { page = 1, perPage = 25 } = params.pagination ?? {}
      assertFieldName(params.target)
      // Bound even when empty: dropping it like an empty filter value would list every record.
      const target = pb.filter(`${params.target} = {:id}`, { id: params.id })
      return listPage<R>(resource, page, perPage, {
        filter: andExpressions(target, buildFilter(resource, params.filter)),
        sort: sortFor(resource, params.sort),
        meta: params.meta,
        signal: params.signal,
      })
    },

    async create<_R extends Omit<RaRecord, 'id'> = Omit<RaRecord, 'id'>, Result extends RaRecord = _R & { id: Identifier }>(
      resource: string,
      params: CreateParams,
    ): Promise<CreateResult<Result>> {
      const data = { ...(params.data as Record<string, unknown>) }
      for (const field of READ_ONLY_FIELDS) delete data[field]
      const body = await preparedUploads(toWriteBody(data, options.fileFields?.[resource]), options.fileFields?.[resource])
      const record = await write(resource, undefined, body, params.meta)
      return { data: toRecord(resource, await tokenFor(resource))(record) as Result }
    },

    async update<R extends RaRecord = RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      const previous = params.previousData as Record<string, unknown> | undefined
      const changes = changedFields(params.data as Record<string, unknown>, previous)
      const body = await preparedUploads(toWriteBody(changes, options.fileFields?.[resource]), options.fileFields?.[resource])
      // Nothing changed: react-admin only needs the record back, which it already has.
      if (previous && Object.keys(body).length === 0) return { data: params.previousData }
      const record = await write(resource, String(params.id), body, params.meta)
      return { data: toRecord(resource, await tokenFor(resource))(record) as R }
    },

    async updateMany(resource: string, params: UpdateManyParams) {
      const data = { ...(params.data as Record<string, unknown>) }
      for (const field of [...READ_ONLY_FIELDS, 'id']) delete data[field]
      const body = toWriteBody(data, options.fileFields?.[resource])
      // One request per id: PocketBase's batch API is off unless enabled in its settings.
      await Promise.all(
        params.ids.map((id) => run(undefined, () => records(resource).update(String(id), body, { requestKey: null }))),
      )
      return { data: params.ids }
    },

    async delete<R extends RaRecord = RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
      await run(undefined, () => records(resource).delete(String(params.id), { requestKey: null }))
      return { data: params.previousData ?? ({ id: params.id } as R) }
    },

    async deleteMany(resource: string, params: DeleteManyParams) {
      await Promise.all(params.ids.map((id: Identifier) => run(undefined, () => records(resource).delete(String(id), { requestKey: null }))))
      return { data: params.ids }
    },

    async subscribe(resource, callback) {
      return run(undefined, () =>
        realtime.subscribe(resource, collectionOf(resource), options.queryOptions?.[resource], toRecord(resource), (event) =>
          callback(event as Parameters<typeof callback>[0]),
        ),
      )
    },

    async unsubscribe(resource?: string) {
      await realtime.unsubscribe(resource)
    },

    async onReconnect(callback: () => void) {
      return realtime.onReconnect(callback)
    },

    async send<T = unknown>(path: string, sendOptions: Parameters<PocketBaseDataProvider['send']>[1] = {}) {
      return run(sendOptions.signal, () => sendRequest<T>(pb, path, sendOptions))
    },

    onUploadProgress(listener: UploadProgressListener) {
      uploadListeners.add(listener)
      return () => {
        uploadListeners.delete(listener)
      }
    },
  }
  return provider
}
