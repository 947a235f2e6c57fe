// Short messages that show at the bottom of the screen and hide themselves: 已阅读完毕, 链接已复制,
// 文章不存在或已下线. Announced politely to screen readers (role="status").
import { css } from '@emotion/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { colors, radii } from '../theme'

const stack = css({
  position: 'fixed',
  left: '50%',
  bottom: '32px',
  transform: 'translateX(-50%)',
  zIndex: 30,
  display: 'grid',
  justifyItems: 'center',
  gap: '8px',
  pointerEvents: 'none',
})
const toast = css({
  maxWidth: 'calc(100vw - 32px)',
  padding: '10px 20px',
  borderRadius: radii.pill,
  background: 'rgba(15, 23, 42, 0.88)',
  color: colors.onDark,
  fontSize: '15px',
  textAlign: 'center',
  // Readable over dark artwork too.
  border: '1px solid rgba(255, 255, 255, 0.2)',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.25)',
})

/** A toast that hides itself `ms` after each `show` (`show` and `hide` keep their identity). */
export function useToast(ms: number) {
  const [text, setText] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current)
      setText(next)
      timer.current = setTimeout(() => setText(null), ms)
    },
    [ms],
  )
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setText(null)
  }, [])
  return { text, show, hide }
}

/** The visible toasts, bottom centre, newest last. */
export function Toasts({ texts }: { texts: ReadonlyArray<string | null> }) {
  return (
    <div css={stack}>
      {texts.map(
        (text, index) =>
          text && (
            <div key={index} css={toast} role="status">
              {text}
            </div>
          ),
      )}
    </div>
  )
}
