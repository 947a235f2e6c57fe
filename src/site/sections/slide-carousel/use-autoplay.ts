// The carousel's timer: advance every 5 s; hovering pauses, leaving resumes; an arrow or dot
// click stops the timer and restarts it 100 ms later.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { carouselTiming } from './carousel-content'

export interface Autoplay {
  pause: () => void
  resume: () => void
  /** For arrow and dot clicks: stop now, start again after the resume delay. */
  interrupt: () => void
}

export function useAutoplay(advance: () => void, enabled: boolean): Autoplay {
  const [hovered, setHovered] = useState(false)
  const [stopped, setStopped] = useState(false)
  // The latest `advance` on each tick, without restarting the timer when it changes.
  const tick = useEffectEvent(advance)
  const resumeTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!enabled || hovered || stopped) return
    const timer = window.setInterval(() => tick(), carouselTiming.autoplayMs)
    return () => window.clearInterval(timer)
  }, [enabled, hovered, stopped])

  useEffect(() => () => window.clearTimeout(resumeTimer.current), [])

  const interrupt = useCallback(() => {
    setStopped(true)
    window.clearTimeout(resumeTimer.current)
    resumeTimer.current = window.setTimeout(() => setStopped(false), carouselTiming.resumeDelayMs)
  }, [])

  return { pause: useCallback(() => setHovered(true), []), resume: useCallback(() => setHovered(false), []), interrupt }
}
