// Sends a counting beacon: navigator.sendBeacon where there is one (it survives the page being left and
// never delays it), else a keepalive fetch. Counting is best effort: nothing here may break a page.

/** Posts `body` as JSON text (text/plain, which sendBeacon uses for a string and needs no preflight). */
export function sendBeacon(route: string, body: object): void {
  const text = JSON.stringify(body)
  try {
    if (navigator.sendBeacon?.(route, text)) return
    void fetch(route, { method: 'POST', body: text, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined)
  } catch {
    // A blocked beacon must never break the page.
  }
}
