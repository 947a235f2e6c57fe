// The publishing routes behind 课程管理 and 页面管理 (pb_hooks/publishing.pb.js, the preview in
// pb_hooks/pages.pb.js), a record's draft and versions as react-admin reads them, and the rules the
// forms check with (the server's own: pb_hooks/lib/shared/content-validation.js).
import contentRules from '@shared/content-rules.json' with { type: 'json' }
import contentSeed from '@shared/content-seed.json' with { type: 'json' }
import contentValidation from '@shared/content-validation.js'
import { useDataProvider, useGetList, type RaRecord } from 'react-admin'
import type { StaffDataProvider } from '../../providers/data-provider'
import { textsErrors, textsValues, type TextField } from './texts-inputs'

/** The collections with drafts, and those with a history (news too). */
export type DraftCollection = 'courses' | 'pages'
export type HistoryCollection = DraftCollection | 'news' | 'message_templates'

export const contentLimits = contentRules.limits

/** A legal page (rich-text body, version, effective date): one whose build content has a version, as the server decides. */
export function isLegalPage(path: string): boolean {
  return contentSeed.pages.some((page) => page.path === path && page.version !== '')
}

export const publishingPaths = {
  draft: (collection: DraftCollection, id: string) => `/api/content/${collection}/${encodeURIComponent(id)}/draft`,
  publish: (collection: DraftCollection, id: string) => `/api/content/${collection}/${encodeURIComponent(id)}/publish`,
  restore: (collection: HistoryCollection, id: string) => `/api/content/${collection}/${encodeURIComponent(id)}/restore`,
  preview: '/api/content/preview',
} as const

export interface Draft extends RaRecord {
  target_collection: DraftCollection
  target_id: string
  data: Record<string, unknown>
  publish_at: string
  author_name: string
  updated: string
}

export interface Revision extends RaRecord {
  version: number
  action: 'seeded' | 'published' | 'scheduled' | 'restored' | 'reset'
  restored_from: number
  snapshot: Record<string, unknown>
  actor_name: string
  created: string
}

/** The draft of a record (or undefined), read live. */
export function useDraft(collection: DraftCollection, id: string | undefined) {
  const { data, isPending, refetch } = useGetList<Draft>(
    'content-drafts',
    { filter: { target_collection: collection, target_id: id ?? '' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'updated', order: 'DESC' } },
    { enabled: Boolean(id) },
  )
  return { draft: data?.[0], isPending, refetch }
}

/** Every version of a record, newest first. */
export function useRevisions(collection: HistoryCollection, id: string | undefined, enabled: boolean) {
  return useGetList<Revision>(
    'content-revisions',
    { filter: { target_collection: collection, target_id: id ?? '' }, pagination: { page: 1, perPage: 200 }, sort: { field: 'version', order: 'DESC' } },
    { enabled: enabled && Boolean(id) },
  )
}

/** The routes' calls. */
export function usePublishing() {
  const dataProvider = useDataProvider<StaffDataProvider>()
  return {
    saveDraft: (collection: DraftCollection, id: string, values: Record<string, unknown>, publishAt: string | null = null) =>
      dataProvider.send<Draft>(publishingPaths.draft(collection, id), { method: 'PUT', body: { values, publish_at: publishAt } }),
    discardDraft: (collection: DraftCollection, id: string) => dataProvider.send<void>(publishingPaths.draft(collection, id), { method: 'DELETE' }),
    publish: (collection: DraftCollection, id: string, values: Record<string, unknown>) =>
      dataProvider.send<RaRecord>(publishingPaths.publish(collection, id), { method: 'POST', body: { values } }),
    restore: (collection: HistoryCollection, id: string, version: number) =>
      dataProvider.send<RaRecord>(publishingPaths.restore(collection, id), { method: 'POST', body: { version } }),
    preview: (path: string) => dataProvider.send<{ path: string; html: string }>(publishingPaths.preview, { query: { path } }),
  }
}

type Errors = Record<string, { message: string }>

/** A course form's messages, from the server's rules (its texts by their fields). */
export function validateCourse(values: Record<string, unknown>, textFields: TextField[] = []): Record<string, unknown> {
  return { ...messagesOf(contentValidation.courseErrors(courseValues(values), contentRules)), ...textsErrors(textFields, values.texts) }
}

/** A page form's messages (`legal`: a legal page, whose body, version and date are required; its texts by their fields). */
export function validatePage(values: Record<string, unknown>, legal: boolean, textFields: TextField[] = []): Record<string, unknown> {
  return { ...messagesOf(contentValidation.pageErrors(pageValues(values, legal), contentRules, legal)), ...textsErrors(textFields, values.texts) }
}

function messagesOf(errors: Errors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]))
}

/** A course form's values as the routes take them: an empty price is 仅限邀请 (null); its texts whole. */
export function courseValues(values: Record<string, unknown>, textFields: TextField[] = []): Record<string, unknown> {
  const price = values.price
  return {
    price: price === '' || price === undefined ? null : price,
    duration: values.duration ?? '',
    seats: values.seats,
    level: values.level ?? '',
    ...(textFields.length > 0 ? { texts: textsValues(textFields, values.texts) } : {}),
  }
}

/** A page form's values as the routes take them: its title and description, a legal page's body, version and date, its texts whole. */
export function pageValues(values: Record<string, unknown>, legal: boolean, textFields: TextField[] = []): Record<string, unknown> {
  const own = { title: values.title ?? '', description: values.description ?? '', ...(textFields.length > 0 ? { texts: textsValues(textFields, values.texts) } : {}) }
  return legal ? { ...own, body: values.body ?? '', version: values.version ?? '', effective_date: values.effective_date ?? '' } : own
}
