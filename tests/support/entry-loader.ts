// The public pages' entry loader (pb_hooks/lib/shared/entry-loader.js) as the tests expect to find it:
// its exact script tag text and the CSP source that allows it, hashed here with Node's own SHA-256 and
// base64 (not the server's conversion), so a wrong hash on either side shows.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'

const { ENTRY_ATTRIBUTE, ENTRY_LOADER } = createRequire(import.meta.url)('../../pb_hooks/lib/shared/entry-loader.js') as {
  ENTRY_ATTRIBUTE: string
  ENTRY_LOADER: string
}

export { ENTRY_ATTRIBUTE, ENTRY_LOADER }

/** `'sha256-…'`: what the CSP's script-src must list for the loader to run. */
export const LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER, 'utf8').digest('base64')}'`

/** The script-src directive of every page the site serves. */
export const SCRIPT_SRC = `script-src 'self' ${LOADER_CSP_SOURCE}`
