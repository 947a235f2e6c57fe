// What the cards of 通知 and 推广渠道 share: each connects one outside platform (a group robot, the WeChat
// official account, Baidu's link push), saves what changed, tests the connection and shows the answer.
// Saved secrets never come back from the server; an empty secret input keeps what is saved.
import { Alert, Box, TextField, Typography } from '@mui/material'
import { useState, type ReactNode } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { fieldErrors } from '../../providers/field-errors'

/** A connection test's answer, in the platform's words (translated by the server). */
export interface TestAnswer {
  ok: boolean
  message: string
}

/** A card's state: per-field errors of a refused save, a call under way, the last test's answer. */
export function useConnection() {
  const notify = useNotify()
  const translate = useTranslate()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<TestAnswer | null>(null)

  /** Runs `call` (the save), then `done` with its result; a refusal shows its messages under the fields. */
  const save = async <T,>(call: () => Promise<T>, done: (saved: T) => void) => {
    setBusy(true)
    setErrors({})
    try {
      done(await call())
      notify('app.settings.saved', { type: 'success' })
    } catch (error) {
      setErrors(fieldErrors(error))
      notify('app.settings.saveFailed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const test = async (call: () => Promise<TestAnswer>) => {
    setBusy(true)
    setAnswer(null)
    try {
      setAnswer(await call())
    } catch (error) {
      setAnswer({ ok: false, message: error instanceof Error ? error.message : translate('app.settings.saveFailed') })
    } finally {
      setBusy(false)
    }
  }

  return { errors, busy, answer, setAnswer, save, test }
}

/** One platform's card: a named region with its heading (and, beside it, `aside`, e.g. a switch). */
export function ConnectionCard({ label, aside, children }: { label: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: aside ? 0 : 1 }}>
        <Typography variant="subtitle1" component="h3">
          {label}
        </Typography>
        {aside}
      </Box>
      {children}
    </Box>
  )
}

/** The last test's answer, under the buttons; `okKey` and `failedKey` word it with `%{answer}`. */
export function TestAnswerAlert({ answer, okKey, failedKey }: { answer: TestAnswer | null; okKey: string; failedKey: string }) {
  const translate = useTranslate()
  if (!answer) return null
  return (
    <Alert severity={answer.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
      {translate(answer.ok ? okKey : failedKey, { answer: answer.message })}
    </Alert>
  )
}

/** A secret's input: never filled with the saved value; `hint` says whether one is saved. */
export function SecretField({ label, value, onChange, error, hint }: { label: string; value: string; onChange: (value: string) => void; error?: string; hint: string }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type="password"
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      margin="dense"
      autoComplete="new-password"
    />
  )
}
