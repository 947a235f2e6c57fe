// A titled section of a settings or account page, and its own submit button (each section saves alone).
import { Box, Button, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useFormState } from 'react-hook-form'
import { useTranslate } from 'react-admin'

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}


/** A section's own submit button, saying so while its request runs. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const translate = useTranslate()
  const { isSubmitting } = useFormState()
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {translate(isSubmitting ? pendingLabel : label)}
      </Button>
    </Box>
  )
}
