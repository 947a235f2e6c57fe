// The news detail modal: a full-screen native <dialog> with the whole article (its body through the
// server's own sanitiser, so it shows what the article page shows), sharing, and a 已阅读完毕 toast
// once the reader reaches the end. Closes by the backdrop, the close button or Escape; locks the
// page's scroll and returns focus where it was.
import { css } from '@emotion/react'
import newsHtml from '@shared/news-html.js'
import { useEffect, useMemo, useRef, useState, type UIEvent } from 'react'
import { fileUrl, thumbs } from '../../data/records'
import { useSiteSettings } from '../../hooks/use-site-settings'
import type { NewsSummary } from '../../data/types'
import { siteName } from '../../../lib/site-meta'
import { colors, media, radii, shadows } from '../../theme'
import { LazyImage } from '../../ui/lazy-image'
import { Toasts, useToast } from '../../ui/toast'
import { formatLongDate, newsDate } from './format-date'
import { categoryBadge, newsText } from './news-labels'
import { articleUrl, shareArticle } from './share'
import { keepFocusInside } from '../../ui/dialog-focus'
import { articleProse } from './article-prose'

/** The read-complete toast: shown once the content is this close to its bottom, for this long. */
export const readComplete = { bottomPx: 10, toastMs: 3000 } as const
/** How long the 链接已复制 toast stays. */
export const SHARE_TOAST_MS = 2000

/** Whether a scrolled element shows its last `px` pixels. */
export function nearBottom(element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>, px: number = readComplete.bottomPx): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= px
}

/** The backdrop around the article on wider screens (none on phones). */
const overlayPaddingPx = 32

// The dialog itself fills the viewport and scrolls; the gap around the article is its backdrop.
const overlay = css({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: `${overlayPaddingPx}px 16px`,
  border: 0,
  background: 'rgba(15, 23, 42, 0.65)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '&::backdrop': { background: 'transparent' },
  [media.narrow]: { padding: 0 },
})
const panel = css({
  position: 'relative',
  maxWidth: '860px',
  margin: '0 auto',
  background: colors.surface,
  borderRadius: radii.card,
  // clip, not hidden: hidden would make the panel a scroll container and unstick the bar.
  overflow: 'clip',
  boxShadow: shadows.dialog,
  [media.narrow]: { borderRadius: 0, minHeight: '100%' },
})
const bar = css({
  position: 'sticky',
  // A sticky box sticks inside its scroll container's padding: up by that padding, it sticks at the
  // very top and no strip of the scrolled article shows above it.
  top: `-${overlayPaddingPx}px`,
  [media.narrow]: { top: 0 },
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '8px',
  padding: '10px 12px',
  background: 'rgba(255, 255, 255, 0.94)',
  borderBottom: `1px solid ${colors.line}`,
})
const iconButton = css({
  minWidth: '40px',
  height: '40px',
  padding: '0 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.control,
  background: colors.surface,
  color: colors.ink,
  fontSize: '15px',
  cursor: 'pointer',
  '&:hover': { borderColor: colors.brand, color: colors.brand },
})
const heroImage = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover' })
const body = css({ padding: '32px 40px 40px', display: 'grid', gap: '16px', [media.narrow]: { padding: '24px 20px 32px' } })
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '8px' })
const badge = css({ padding: '4px 12px', borderRadius: radii.pill, background: colors.brandTint, color: colors.brandDark, fontSize: '13px', fontWeight: 600 })
const featuredBadge = css({ background: '#fef3c7', color: '#92400e' })
const title = css({ color: colors.ink, fontSize: '30px', lineHeight: 1.35, fontWeight: 700, [media.narrow]: { fontSize: '24px' } })
const summary = css({ color: colors.muted, fontSize: '17px', padding: '12px 16px', borderLeft: `4px solid ${colors.brand}`, background: colors.surfaceAlt })
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', color: colors.muted, fontSize: '14px', margin: 0 })
const tagList = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', margin: 0, padding: 0, listStyle: 'none' })
const tag = css({ padding: '2px 10px', borderRadius: radii.pill, background: colors.surfaceAlt, border: `1px solid ${colors.line}`, fontSize: '13px' })
const footer = css({
  marginTop: '16px',
  paddingTop: '20px',
  borderTop: `1px solid ${colors.line}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '12px',
  color: colors.muted,
  fontSize: '14px',
})
const bodyLoading = css({ margin: '24px 0', color: colors.muted, fontSize: '15px' })
const manualBox = css({ display: 'grid', gap: '8px', padding: '12px', borderRadius: radii.control, background: '#fff7ed', color: '#9a3412', fontSize: '14px' })
const manualInput = css({ width: '100%', padding: '8px', border: `1px solid ${colors.line}`, borderRadius: '6px', fontSize: '14px', color: colors.ink })

interface NewsModalProps {
  /** The open article; null when the modal is closed. Without its body while that is fetched. */
  item: NewsSummary | null
  onClose: () => void
}

export function NewsModal({ item, onClose }: NewsModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const reachedEnd = useRef(false)
  const readToast = useToast(readComplete.toastMs)
  const shareToast = useToast(SHARE_TOAST_MS)
  const [manualLink, setManualLink] = useState<string | null>(null)
  const settings = useSiteSettings()
  const open = item !== null
  const itemId = item?.id

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
    }
    if (!open && element.open) element.close()
    if (!open && returnFocus.current) {
      if (returnFocus.current.isConnected) returnFocus.current.focus()
      returnFocus.current = null
    }
    // Lock the page behind the modal.
    document.body.style.overflow = open ? 'hidden' : ''
    return () => {
      document.body.style.overflow = ''
    }
  }, [open])

  // Each article starts at its top, with its own read-complete toast.
  useEffect(() => {
    reachedEnd.current = false
    readToast.hide()
    shareToast.hide()
    setManualLink(null)
    if (ref.current) ref.current.scrollTop = 0
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the article changes
  }, [itemId])

  const onScroll = (event: UIEvent<HTMLDialogElement>) => {
    if (reachedEnd.current || !nearBottom(event.currentTarget)) return
    reachedEnd.current = true
    readToast.show(newsText.readComplete)
  }

  const share = async () => {
    if (!item) return
    const url = articleUrl(item.id)
    const outcome = await shareArticle({ title: item.title, text: item.summary, url })
    if (outcome === 'copied') shareToast.show(newsText.linkCopied)
    if (outcome === 'failed') setManualLink(url)
  }

  const content = item?.content
  const html = useMemo(() => (content === undefined ? '' : newsHtml.sanitizeNewsHtml(content, { display: true }).html), [content])
  const date = item ? formatLongDate(newsDate(item)) : ''
  const tags = item?.tags ?? []

  return (
    <dialog
      ref={ref}
      css={overlay}
      aria-labelledby="news-modal-title"
      // Escape (or the browser) closed it: tell the owner.
      onClose={() => open && onClose()}
      onScroll={onScroll}
      onKeyDown={keepFocusInside}
      // A click on the dialog itself (not the article) is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {item && (
        <article css={panel}>
          <div css={bar}>
            <button type="button" css={iconButton} aria-label={newsText.shareArticle} onClick={share}>
              {newsText.share}
            </button>
            <button type="button" css={iconButton} aria-label={newsText.close} onClick={onClose}>
              ×
            </button>
          </div>
          {item.image && <LazyImage css={heroImage} src={fileUrl(item, item.image, thumbs.news.large)} alt={item.title} width={1200} height={630} eager />}
          <div css={body}>
            <div css={badges}>
              <span css={badge}>{categoryBadge(item.category)}</span>
              {item.featured && <span css={[badge, featuredBadge]}>{newsText.featured}</span>}
            </div>
            <h2 id="news-modal-title" css={title}>
              {item.title}
            </h2>
            {item.summary && <p css={summary}>{item.summary}</p>}
            <p css={meta}>
              {date && (
                <span>
                  {newsText.publishedOn}：<time dateTime={newsDate(item)}>{date}</time>
                </span>
              )}
              {item.author && (
                <span>
                  {newsText.author}：{item.author}
                </span>
              )}
            </p>
            {tags.length > 0 && (
              <ul css={tagList} aria-label={newsText.tags}>
                {tags.map((name) => (
                  <li key={name} css={tag}>
                    {name}
                  </li>
                ))}
              </ul>
            )}
            {content === undefined ? (
              <p css={bodyLoading} role="status">
                {newsText.loading}
              </p>
            ) : (
              <div css={articleProse} data-testid="news-body" dangerouslySetInnerHTML={{ __html: html }} />
            )}
            {manualLink && (
              <div css={manualBox} role="alert">
                <span>{newsText.copyManually}</span>
                <input css={manualInput} readOnly value={manualLink} aria-label={newsText.shareArticle} onFocus={(event) => event.currentTarget.select()} />
              </div>
            )}
            <footer css={footer}>
              <span>{newsText.publishedBy(settings?.site_name || siteName)}</span>
              <button type="button" css={iconButton} aria-label={newsText.shareArticle} onClick={share}>
                {newsText.share}
              </button>
            </footer>
          </div>
        </article>
      )}
      <Toasts texts={[readToast.text, shareToast.text]} />
    </dialog>
  )
}
