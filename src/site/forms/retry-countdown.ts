// The wait a lead form shows after the per-address lead limit refused it: the seconds left, counted
// down once a second, so the form can offer 重新提交 the moment a retry can go through.
import { useCallback, useEffect, useState } from 'react'

export interface RetryCountdown {
  /** Seconds left (0: a retry may go now), or null when nothing was refused. */
  secondsLeft: number | null
  start: (seconds: number) => void
  clear: () => void
}

export function useRetryCountdown(): RetryCountdown {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (deadline === null) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  const start = useCallback((seconds: number) => {
    const current = Date.now()
    setNow(current)
    setDeadline(current + seconds * 1000)
  }, [])
  const clear = useCallback(() => setDeadline(null), [])

  return { secondsLeft: deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000)), start, clear }
}
