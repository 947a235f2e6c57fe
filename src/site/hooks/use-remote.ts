// Loads data after hydration: the prerendered HTML shows the `loading` state (or a fallback the
// caller renders for it), the browser then fills it in.
import { useEffect, useRef, useState } from 'react'

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown }

/**
 * Runs `load` once after mount (again when a key changes) and reports its progress. With `initial`
 * (data the page already holds) it starts ready and loads nothing until a key changes.
 */
export function useRemote<T>(load: () => Promise<T>, keys: readonly unknown[] = [], initial?: T | null): Remote<T> {
  const [state, setState] = useState<Remote<T>>(initial != null ? { status: 'ready', data: initial } : { status: 'loading' })
  // The keys the initial data belongs to, until they change.
  const initialKeys = useRef(initial != null ? keys : null)
  useEffect(() => {
    const held = initialKeys.current
    if (held && held.length === keys.length && held.every((key, i) => Object.is(key, keys[i]))) return
    initialKeys.current = null
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
