// The 个人信息请求 screen's calls to the privacy routes (pb_hooks/privacy.pb.js): find a person, register a
// request, erase, and the export, which answers a file rather than JSON (so it is fetched, not sent through
// the SDK, which reads every answer as JSON).
import type PocketBase from 'pocketbase'

export const privacyPaths = {
  find: '/api/admin/privacy/find',
  export: '/api/admin/privacy/export',
  erase: '/api/admin/privacy/erase',
  requests: '/api/admin/privacy/requests',
}

/** Rows of one registered place (pb_hooks/lib/shared/privacy-places.json). */
export interface PlaceCount {
  collection: string
  label: string
  count: number
}

export interface FoundLead {
  id: string
  name: string
  email: string
  phone: string
  form_type: string
  created: string
}

/** What the backups keep after an erasure: the schedule (cron, UTC), how many are kept, whether replicated. */
export interface BackupRetention {
  cron: string
  keep: number
  replication: boolean
}

export interface FindAnswer {
  contact: { kind: 'email' | 'phone'; value: string; masked: string }
  total: number
  places: PlaceCount[]
  leads: FoundLead[]
  backups: BackupRetention
}

export interface EraseAnswer {
  request: string
  total: number
  places: PlaceCount[]
}

/** What staff send to handle a request: the contact, the day it came in, and the registered request it closes. */
export interface Handling {
  contact: string
  received_on?: string
  request?: string
}

/** An error answer's Chinese message (PocketBase's shape), or null. */
async function refusal(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown }
    return typeof body.message === 'string' && body.message !== '' ? body.message : null
  } catch {
    return null
  }
}

/** The file name of a download, from its Content-Disposition (the UTF-8 name first). */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1])
    } catch {
      // A name that does not decode: the plain one below.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header)
  return plain ? plain[1] : fallback
}

/** The export of `handling` as a file: `{blob, name}`, or an Error carrying the server's Chinese message. */
export async function exportFile(pb: PocketBase, handling: Handling): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(pb.buildURL(privacyPaths.export), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: pb.authStore.token },
    body: JSON.stringify(handling),
  })
  if (!response.ok) throw new Error((await refusal(response)) ?? '')
  return { blob: await response.blob(), name: attachmentName(response.headers.get('Content-Disposition'), 'personal-data.zip') }
}

/** Saves a file in the browser's downloads. */
export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
