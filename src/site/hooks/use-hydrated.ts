// False while a prerendered page is still only HTML (and during that first, hydrating render),
// true once React has taken over: what a control needs before it can work.
import { useEffect, useState } from 'react'

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
