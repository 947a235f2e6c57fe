// A text input with its limit and a live count of what is typed (12/40), as 课程管理 and 页面管理 show
// every text a visitor reads; the limit is the server's (pb_hooks/lib/shared/content-rules.json).
import type { ReactNode } from 'react'
import { TextInput, useTranslate, useWrappedSource, type TextInputProps } from 'react-admin'
import { useWatch } from 'react-hook-form'

export function CountedTextInput({ source, max, hint, ...props }: TextInputProps & { max: number; hint?: ReactNode }) {
  const translate = useTranslate()
  // Inside a list's row the source is the row's (texts.faq.2.answer).
  const value: unknown = useWatch({ name: useWrappedSource(source) })
  // Characters as the server counts them (code points).
  const count = Array.from(typeof value === 'string' ? value : '').length
  return (
    <TextInput
      source={source}
      fullWidth
      helperText={
        <>
          {hint}
          {hint ? ' ' : null}
          <span aria-live="polite">{translate('app.publishing.count', { count, max })}</span>
        </>
      }
      slotProps={{ htmlInput: { maxLength: max } }}
      {...props}
    />
  )
}
