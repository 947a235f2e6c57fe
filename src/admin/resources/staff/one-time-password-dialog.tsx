// The one-time password the server made for a new colleague or a reset, shown this once: the admin passes it on
// (it is stored nowhere readable, mailed nowhere: the outbox keeps every mail's text); the colleague must
// change it at their first sign-in.
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { useTranslate } from 'react-admin'

export interface ShownPassword {
  username: string
  password: string
}

export function OneTimePasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const translate = useTranslate()
  const titleId = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!shown) return
    try {
      await navigator.clipboard.writeText(shown.password)
      setCopied(true)
    } catch {
      // No clipboard (plain http, an old browser): the password is on screen to copy by hand.
    }
  }
  return (
    <Dialog open={shown !== null} aria-labelledby={titleId} onClose={(_, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('resources.staff.password.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.staff.password.intro', { username: shown?.username ?? '' })}</DialogContentText>
        <Box sx={{ my: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
          <Typography component="output" data-one-time-password sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: 2, userSelect: 'all' }}>
            {shown?.password}
          </Typography>
        </Box>
        <Alert severity="warning">{translate('resources.staff.password.once')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(copied ? 'resources.staff.password.copied' : 'resources.staff.password.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.staff.password.done')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
