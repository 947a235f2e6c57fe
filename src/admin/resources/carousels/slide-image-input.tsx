// TEMPORARY stand-in for ui/image-upload-input.tsx (ImageUploadInput), which throws as soon as it
// renders: it calls `onUploadProgress` through react-admin's `useDataProvider()` proxy, which only
// passes methods that return promises. Same checks and preview, without the progress bar. Replace
// with `<ImageUploadInput source="image" label=… />` once that input is fixed.
import { Typography } from '@mui/material'
import { ImageField, ImageInput, useNotify, type Validator } from 'react-admin'
import type { FileRejection } from 'react-dropzone'
import { imageAccept, imageMaxBytes, imageProblem, uploadMessages } from '../../ui/image-checks'

const checkChosenImage: Validator = (value: unknown) => {
  const rawFile = (value as { rawFile?: unknown } | null)?.rawFile
  return rawFile instanceof File ? (imageProblem(rawFile) ?? undefined) : undefined
}

export function SlideImageInput({ source, label }: { source: string; label?: string }) {
  const notify = useNotify()
  const onDropRejected = (rejections: FileRejection[]) => {
    const file = rejections[0]?.file
    if (file) notify(imageProblem(file) ?? uploadMessages.unsupportedType, { type: 'error' })
  }
  return (
    <ImageInput
      source={source}
      label={label}
      accept={imageAccept}
      maxSize={imageMaxBytes}
      options={{ onDropRejected }}
      // The dropzone's own file input needs a name of its own (axe: label).
      inputProps={{ 'aria-label': label }}
      validate={checkChosenImage}
      placeholder={<Typography variant="body2">拖放图片到此处，或点击选择（JPG、PNG、WebP、GIF，5MB 以内）</Typography>}
    >
      <ImageField source="src" title="title" sx={{ '& img': { maxWidth: 240, maxHeight: 160, objectFit: 'contain' } }} />
    </ImageInput>
  )
}
