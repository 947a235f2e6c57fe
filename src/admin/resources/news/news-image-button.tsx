// 插入图片 in the news editor: picks an image file, uploads it as a body image and puts it at the cursor.
import ImageIcon from '@mui/icons-material/Image'
import { CircularProgress, ToggleButton } from '@mui/material'
import { useRef, useState, type ChangeEvent } from 'react'
import { useTiptapEditor } from 'ra-input-rich-text'
import { useTranslate } from 'react-admin'
import { imageAccept } from '../../ui/image-checks'
import { useNewsImageUpload } from './news-images'

const accept = Object.entries(imageAccept)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',')

export function ImageUploadButton({ size }: { size: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const upload = useNewsImageUpload()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const label = translate(busy ? 'resources.news.form.imageUploading' : 'ra.tiptap.image')

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file || !editor) return
    setBusy(true)
    const image = await upload(file)
    setBusy(false)
    if (image) editor.chain().focus().setImage(image).run()
  }

  return (
    <>
      <ToggleButton
        aria-label={label}
        title={label}
        size={size}
        value="image"
        selected={false}
        disabled={!editor?.isEditable || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? <CircularProgress size={16} /> : <ImageIcon fontSize="inherit" />}
      </ToggleButton>
      <input ref={input} type="file" accept={accept} hidden onChange={(event) => void chosen(event)} data-testid="news-image-file" />
    </>
  )
}
