// 封面图片, for now: react-admin's ImageInput with the shared browser checks (type, 5 MB, the spec's
// messages). ImageUploadInput (ui/image-upload-input.tsx) is the intended input, with upload progress,
// but it calls the data provider's onUploadProgress through useDataProvider(), whose proxy throws for a
// method that returns no Promise, so the form crashes on mount; switch back once that is fixed.
import { Typography } from '@mui/material'
import { ImageField, ImageInput, useNotify, useTranslate, type Validator } from 'react-admin'
import type { FileRejection } from 'react-dropzone'
import { imageAccept, imageMaxBytes, imageProblem, uploadMessages } from '../../ui/image-checks'

const checkChosenImage: Validator = (value: unknown) => {
  const rawFile = (value as { rawFile?: unknown } | null)?.rawFile
  return rawFile instanceof File ? imageProblem(rawFile) : undefined
}

export function CoverImageInput({ source, label }: { source: string; label: string }) {
  const notify = useNotify()
  const translate = useTranslate()
  const onDropRejected = (rejections: FileRejection[]) => {
    const file = rejections[0]?.file
    if (file) notify(imageProblem(file) ?? uploadMessages.unsupportedType, { type: 'error', autoHideDuration: 4000 })
  }
  return (
    <ImageInput
      source={source}
      label={label}
      accept={imageAccept}
      maxSize={imageMaxBytes}
      options={{ onDropRejected }}
      validate={checkChosenImage}
      // The dropzone's file input has no label of its own.
      inputProps={{ 'aria-label': translate(label) }}
      placeholder={<Typography variant="body2">拖放图片到此处，或点击选择（JPG、PNG、WebP、GIF，5MB 以内）</Typography>}
    >
      <ImageField source="src" title="title" sx={{ '& img': { maxWidth: 240, maxHeight: 160, objectFit: 'contain' } }} />
    </ImageInput>
  )
}
