// The carousel's current index with the transition flag: while a move runs, further moves are
// blocked; the flag clears after the transition time.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ring, wrapIndex } from './ring'

export function useRing(count: number) {
  const [index, setIndex] = useState(0)
  const [moving, setMoving] = useState(false)
  const movingRef = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const goTo = useCallback(
    (target: number) => {
      if (movingRef.current || count === 0) return false
      movingRef.current = true
      setMoving(true)
      setIndex(wrapIndex(target, count))
      timer.current = window.setTimeout(() => {
        movingRef.current = false
        setMoving(false)
      }, ring.transitionMs)
      return true
    },
    [count],
  )
  return { index, moving, goTo, move: (delta: number) => goTo(index + delta) }
}
