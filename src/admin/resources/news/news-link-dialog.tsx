// 添加链接 in the news editor: a dialog (not the browser's prompt()) for the address of the selected text,
// checked as the article sanitiser will check it; 移除链接 takes a link off.
import InsertLink from '@mui/icons-material/InsertLink'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, ToggleButton } from '@mui/material'
import { useEditorState } from '@tiptap/react'
import { useId, useState, type FormEvent } from 'react'
import { useTiptapEditor } from 'ra-input-rich-text'
import { useTranslate } from 'react-admin'

/**
 * The address to link to as the sanitiser keeps it (http(s), mailto:, a /path of this site, a #anchor),
 * `https://` put in front of a bare host name and `mailto:` in front of a bare e-mail address; null when it
 * would be dropped.
 */
export function linkAddress(input: string): string | null {
  const value = input.trim()
  if (/^https?:\/\/[^/\\\s]+\S*$/i.test(value)) return value
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return value
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`
  if (/^\/(?![/\\])\S*$/.test(value) || /^#\S+$/.test(value)) return value
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`
  return null
}

export function LinkDialogButton({ size }: { size: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [address, setAddress] = useState('')
  const [error, setError] = useState('')
  const isActive = useEditorState({ editor, selector: ({ editor: current }) => (current ? current.isActive('link') : false) })
  const hasSelection = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? !current.state.selection.empty || current.isActive('link') : false),
  })
  const label = translate('ra.tiptap.link')

  const openDialog = () => {
    setAddress((editor?.getAttributes('link').href as string | undefined) ?? '')
    setError('')
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    editor?.commands.focus()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const href = linkAddress(address)
    if (!href) {
      setError(translate('resources.news.form.linkInvalid'))
      return
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href }).run()
    setOpen(false)
  }
  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetLink().run()
    setOpen(false)
  }

  return (
    <>
      <ToggleButton
        aria-label={label}
        title={label}
        size={size}
        value="link"
        selected={Boolean(isActive)}
        disabled={!editor?.isEditable || !hasSelection}
        onClick={openDialog}
      >
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{label}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('resources.news.form.linkAddress')}
              value={address}
              onChange={(event) => {
                setAddress(event.target.value)
                setError('')
              }}
              error={Boolean(error)}
              helperText={error || translate('resources.news.form.linkPrompt')}
              slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
            />
          </DialogContent>
          <DialogActions>
            {isActive && (
              <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
                {translate('resources.news.form.linkRemove')}
              </Button>
            )}
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
