// Loads data after hydration: the prerendered HTML shows the `loading` state (or a fallback the
// caller renders for it), the browser then fills it in.
import { useEffect, useState } from 'react'

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown }

/** Runs `load` once after mount (again when a key changes) and reports its progress. */
export function useRemote<T>(load: () => Promise<T>, keys: readonly unknown[] = []): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` name what `load` depends on
  }, keys)
  return state
}
