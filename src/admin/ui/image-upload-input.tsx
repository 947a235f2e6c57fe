// One image field of a form: type, size and pixel dimensions checked in the browser with the
// spec's messages, a thumbnail preview, and the upload's progress while the form saves (the server
// checks again). Like the spec's uploader it has its own size limit (`maxSizeMb`, by default the
// site's 5 MB) and refuses a larger file with 文件大小不能超过{n}MB.
import { Box, LinearProgress, Typography } from '@mui/material'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nContextProvider, ImageField, ImageInput, useI18nProvider, useNotify, useResourceContext, useTranslate, type Validator } from 'react-admin'
import type { FileRejection } from 'react-dropzone'
import { dataProvider } from '../providers/data-provider'
import { imageAccept, imageFileProblem, imageMaxMb, imageProblem, uploadMessages } from './image-checks'

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' } | { phase: 'error' }

/** Refuses a newly chosen file that the server would refuse; a stored image passes. */
const checkChosenImage: Validator = async (value: unknown) => {
  const rawFile = (value as { rawFile?: unknown } | null)?.rawFile
  return rawFile instanceof File ? ((await imageFileProblem(rawFile)) ?? undefined) : undefined
}

/**
 * Progress of this resource's uploads, from the data provider itself: react-admin's
 * useDataProvider() wraps every method to return a promise, which a listener API is not.
 */
function useUploadState(resource: string | undefined): UploadState {
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  useEffect(
    () =>
      dataProvider.onUploadProgress((event) => {
        if (event.resource !== resource) return
        if (event.phase === 'done') setState({ phase: 'done' })
        else if (event.phase === 'error') setState({ phase: 'error' })
        else setState({ phase: 'uploading', percent: event.total > 0 ? Math.round((event.loaded / event.total) * 100) : 0 })
      }),
    [resource],
  )
  return state
}

export interface ImageUploadInputProps {
  source: string
  /** The field's label: text or a message key. */
  label?: string
  /** A hint under the drop zone, e.g. 建议尺寸 200×200. */
  helperText?: string
  /** The uploader's own size limit in MB (the spec's default 5, the site's limit). */
  maxSizeMb?: number
  /** Marks the label as required (*) without a rule of its own (the partner logo: required by label only). */
  isRequired?: boolean
}

/**
 * react-admin names the preview's remove button 删除 (ra.action.delete), like the button that deletes
 * the whole record: inside, it is 移除图片.
 */
function RemoveButtonName({ children }: { children: ReactNode }) {
  const i18n = useI18nProvider()
  const value = useMemo(
    () => ({ ...i18n, translate: (key: string, options?: Record<string, unknown>) => i18n.translate(key === 'ra.action.delete' ? 'app.upload.remove' : key, options) }),
    [i18n],
  )
  return <I18nContextProvider value={value}>{children}</I18nContextProvider>
}

/** The uploader's message for a file it refuses: its type, else its own size limit. */
function rejectionMessage(file: File, errorCodes: readonly string[], maxSizeMb: number, translate: (key: string, options?: object) => string): string {
  const problem = imageProblem(file)
  if (problem === uploadMessages.unsupportedType) return problem
  if (errorCodes.includes('file-too-large')) return translate('app.upload.tooLarge', { max: maxSizeMb })
  return problem ?? uploadMessages.unsupportedType
}

export function ImageUploadInput({ source, label, helperText, maxSizeMb = imageMaxMb, isRequired = false }: ImageUploadInputProps) {
  const notify = useNotify()
  const translate = useTranslate()
  const resource = useResourceContext()
  const upload = useUploadState(resource)
  const onDropRejected = (rejections: FileRejection[]) => {
    const rejection = rejections[0]
    if (!rejection) return
    const codes = rejection.errors.map((error) => String(error.code))
    notify(rejectionMessage(rejection.file, codes, maxSizeMb, translate), { type: 'error' })
  }
  return (
    <Box sx={{ width: '100%' }}>
      <RemoveButtonName>
        <ImageInput
          source={source}
          label={label}
          isRequired={isRequired}
          accept={imageAccept}
          maxSize={maxSizeMb * 1024 * 1024}
          options={{ onDropRejected }}
          // The dropzone's own file input needs a name of its own (axe: label).
          inputProps={{ 'aria-label': label ? translate(label, { _: label }) : undefined }}
          validate={checkChosenImage}
          helperText={helperText}
          placeholder={<Typography variant="body2">{translate('app.upload.placeholder', { max: maxSizeMb })}</Typography>}
        >
          <ImageField source="src" title="title" sx={{ '& img': { maxWidth: 240, maxHeight: 160, objectFit: 'contain' } }} />
        </ImageInput>
      </RemoveButtonName>
      {upload.phase === 'uploading' && (
        <Box role="status" sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={upload.percent} aria-label={translate('app.upload.uploading', { percent: upload.percent })} />
          <Typography variant="body2">{translate('app.upload.uploading', { percent: upload.percent })}</Typography>
        </Box>
      )}
      {upload.phase === 'done' && (
        <Typography role="status" variant="body2" color="success.main" sx={{ mt: 1 }}>
          {translate('app.upload.succeeded')}
        </Typography>
      )}
      {upload.phase === 'error' && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {translate('app.upload.failed')}
        </Typography>
      )}
    </Box>
  )
}
