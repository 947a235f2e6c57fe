// Sharing an article: the device's share sheet when there is one, else copying its address
// (the Clipboard API, or a hidden textarea and execCommand, which WeChat's browser supports).

/** The query parameter that names the open article: /market-activities?news=<id> (old shared links too). */
export const NEWS_PARAM = 'news'

export interface ShareData {
  title: string
  text: string
  url: string
}

/** shared / cancelled: the share sheet was used; copied: the address is on the clipboard; failed: nothing worked. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

/** The address of an article: its own page, /news/<id>, on the site the visitor is on. */
export function articleUrl(id: string, href: string = window.location.href): string {
  return new URL(`/news/${encodeURIComponent(id)}`, href).toString()
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea')
  textarea.value = text
  textarea.setAttribute('readonly', '')
  textarea.style.position = 'fixed'
  textarea.style.top = '0'
  textarea.style.left = '0'
  textarea.style.opacity = '0'
  // Inside an open modal <dialog> the rest of the page is inert, so the textarea goes next to the focus.
  const host = document.activeElement?.closest('dialog') ?? document.body
  host.appendChild(textarea)
  textarea.select()
  textarea.setSelectionRange(0, text.length)
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    textarea.remove()
  }
}

/** Copies text to the clipboard; false when the browser allows neither way. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Denied or unavailable (insecure context, old WebView): try the older way.
  }
  return copyWithTextarea(text)
}

export async function shareArticle(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data)
      return 'shared'
    } catch (error) {
      // A DOMException, which is not always an Error instance (other realms, older WebViews).
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled'
      // Not allowed here (e.g. an embedded browser): fall back to copying.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed'
}
