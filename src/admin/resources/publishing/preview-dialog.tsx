// 预览: the public page as it will look once the drafts are published, assembled by the server as it
// serves pages (GET /api/content/preview, staff only, never cached), shown in a sandboxed frame (no
// script runs, no access to the back office) at a desktop's width (1280 px) or a phone's (375 px),
// scaled down to fit the screen.
import CloseIcon from '@mui/icons-material/Close'
import { Alert, AppBar, Box, CircularProgress, Dialog, IconButton, ToggleButton, ToggleButtonGroup, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import { usePublishing } from './publishing-api'

/** The widths the preview offers: the e2e tier's desktop and phone. */
export const previewWidths = { desktop: 1280, phone: 375 } as const
type Width = keyof typeof previewWidths

/**
 * The page without its preload hints: they speed up a visitor's first paint and change nothing of the look; in
 * the frame (no scripts, resized between widths) the browser only warns that what they fetched went unused.
 */
function withoutPreloads(html: string): string {
  return html.replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g, '')
}

/** The frame at `width` CSS pixels, scaled to the box it sits in (never enlarged). */
function ScaledFrame({ html, width, title }: { html: string; width: number; title: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1
  return (
    <Box ref={box} sx={{ flex: 1, minHeight: 0, overflow: 'hidden', display: 'flex', justifyContent: 'center' }}>
      <Box sx={{ width: width * scale, height: size.height, flex: 'none', boxShadow: 3, bgcolor: 'background.paper' }}>
        <iframe
          title={title}
          // Nothing of the page runs: no scripts, an origin of its own (it cannot reach the back office).
          sandbox=""
          srcDoc={withoutPreloads(html)}
          style={{ width, height: scale > 0 ? size.height / scale : size.height, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block' }}
        />
      </Box>
    </Box>
  )
}

export function PreviewDialog({ open, path, onClose }: { open: boolean; path: string; onClose: () => void }) {
  const translate = useTranslate()
  const api = usePublishing()
  // On a phone the phone's width comes first; the desktop's is one tap away.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const [width, setWidth] = useState<Width>(isPhone ? 'phone' : 'desktop')
  const [state, setState] = useState<{ html: string } | { error: string } | null>(null)

  useEffect(() => {
    if (!open) return
    let current = true
    setState(null)
    api.preview(path).then(
      (answer) => current && setState({ html: answer.html }),
      (error: unknown) => current && setState({ error: error instanceof Error ? error.message : translate('app.publishing.preview.failed') }),
    )
    return () => {
      current = false
    }
    // `api` is made anew on every render; the preview is fetched once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, path])

  const title = translate('app.publishing.preview.title', { path })
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby="preview-title">
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <Typography id="preview-title" variant="h6" component="h2" sx={{ flex: '1 1 200px', minWidth: 0, fontSize: { xs: 16, sm: 20 } }} noWrap>
            {title}
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={width} onChange={(_event, value: Width | null) => value && setWidth(value)} aria-label={translate('app.publishing.preview.width')}>
            <ToggleButton value="desktop">{translate('app.publishing.preview.desktop')}</ToggleButton>
            <ToggleButton value="phone">{translate('app.publishing.preview.phone')}</ToggleButton>
          </ToggleButtonGroup>
          <IconButton edge="end" onClick={onClose} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Alert severity="info" square sx={{ py: 0 }}>
          {translate('app.publishing.preview.note')}
        </Alert>
      </AppBar>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'grey.200', p: { xs: 1, sm: 2 } }}>
        {state === null && (
          <Box sx={{ m: 'auto' }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )}
        {state !== null && 'error' in state && <Alert severity="error">{state.error}</Alert>}
        {state !== null && 'html' in state && <ScaledFrame key={width} html={state.html} width={previewWidths[width]} title={title} />}
      </Box>
    </Dialog>
  )
}
