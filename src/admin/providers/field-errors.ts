// The server's per-field messages of a refused call (`{errors: {field: message}}`), for a form to show
// under its inputs.
import { HttpError } from 'react-admin'

export function fieldErrors(error: unknown): Record<string, string> {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'errors' in error.body) {
    return (error.body as { errors: Record<string, string> }).errors
  }
  return {}
}
