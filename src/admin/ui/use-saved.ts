// After a create or an edit: the resource's own success message, then its list.
import { useNotify, useRedirect } from 'react-admin'

/** The `onSuccess` of a create or edit form: notifies `message` (a translation key) and opens `resource`'s list. */
export function useSavedThenList(resource: string, message: string) {
  const notify = useNotify()
  const redirect = useRedirect()
  return () => {
    notify(message, { type: 'success' })
    redirect('list', resource)
  }
}
