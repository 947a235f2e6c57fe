// An image with fixed dimensions that loads when it comes near the viewport (50 px margin, 10 %
// visible) and shows 图片加载失败 (or the caller's fallback) in its place when it cannot load.
import { css } from '@emotion/react'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { colors } from '../theme'

export const lazyLoading = { rootMargin: '50px', threshold: 0.1 } as const
export const imageFailedText = '图片加载失败'

const failed = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: colors.surfaceAlt,
  color: colors.muted,
  fontSize: '14px',
})

interface LazyImageProps {
  src: string
  alt: string
  width: number
  height: number
  /** Above the fold (hero, the first slide): load at once with high priority. */
  eager?: boolean
  className?: string
  style?: CSSProperties
  /** Drawn instead of 图片加载失败 when there is no image or it fails to load. */
  fallback?: ReactNode
  /**
   * The browser's own lazy loading (loading="lazy") instead of waiting for the observer: the src is
   * in the first render, so markup the server wrote for it (the news rails) hydrates as it is.
   */
  native?: boolean
  /** Candidates by width and the width the image is shown at, so a small screen loads a small file. */
  srcSet?: string
  sizes?: string
  /** In a server template: its markers (src and alt come from them); rendered without a src. */
  marks?: Record<string, string>
}

// Until it loads, the box shows a quiet fill instead of the browser's alt-text rendering.
const pending = css({ color: 'transparent', background: colors.surfaceAlt })

export function LazyImage({ src, alt, width, height, eager = false, className, style, fallback, native = false, srcSet, sizes, marks }: LazyImageProps) {
  const ref = useRef<HTMLElement>(null)
  const [near, setNear] = useState(eager || native)
  const [error, setError] = useState(false)

  useEffect(() => setError(false), [src])

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, lazyLoading)
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  if (!marks && (error || !src) && fallback !== undefined) return fallback
  if (!marks && (error || !src)) {
    return (
      <span ref={ref} role="img" aria-label={alt || imageFailedText} className={className} css={failed} style={{ aspectRatio: `${width} / ${height}`, ...style }}>
        {imageFailedText}
      </span>
    )
  }
  return (
    <img
      ref={ref as React.RefObject<HTMLImageElement>}
      src={near && src ? src : undefined}
      srcSet={near && srcSet ? srcSet : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
      css={pending}
      style={style}
      onError={() => setError(true)}
      {...marks}
    />
  )
}
