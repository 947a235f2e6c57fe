// Makes a news body safe to insert as HTML: keeps article markup, drops scripts, event handlers
// and javascript: URLs (DOMPurify's HTML profile), and opens outside links in a new tab safely.
import DOMPurify from 'dompurify'

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option']

let hooked = false

function addLinkHook() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
  })
}

/** The sanitised HTML; '' where there is no DOM to sanitise with (prerender). */
export function sanitizeHtml(html: string): string {
  if (!html || !DOMPurify.isSupported) return ''
  addLinkHook()
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, ADD_ATTR: ['target'] })
}
