// 正文: ra-input-rich-text (TipTap 3) with the toolbar an article needs: paragraph/headings, bold, italic,
// underline, strike, alignment, lists, link (a dialog), image (uploaded here), quote, clear. Loaded only with
// the create/edit screens (see index.ts). The document model keeps everything the server's sanitiser allows
// (news-editor-extensions.ts); the server sanitises again on save (pb_hooks/lib/shared/news-html.js).
import { Alert, Button, Menu, MenuItem } from '@mui/material'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useMemo, useState } from 'react'
import { useEditorState, type EditorOptions } from '@tiptap/react'
import type { EditorView } from '@tiptap/pm/view'
import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text'
import { useNotify, useRecordContext, useTranslate, type Validator } from 'react-admin'
import { newsEditorExtensions } from './news-editor-extensions'
import { ImageUploadButton } from './news-image-button'
import { countForeignImages, useNewsImageUpload } from './news-images'
import { LinkDialogButton } from './news-link-dialog'

/** The paragraph style: 正文 or 标题 2-4 (the article's own title is the page's heading). The stock
 * LevelSelect puts list items in a <nav>, which axe refuses; this is a plain menu button. */
const levels = [
  { key: 'ra.tiptap.paragraph', level: null },
  { key: 'ra.tiptap.heading2', level: 2 },
  { key: 'ra.tiptap.heading3', level: 3 },
  { key: 'ra.tiptap.heading4', level: 4 },
] as const

function ParagraphStyleSelect() {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = useEditorState({
    editor,
    selector: ({ editor: active }) => levels.find((option) => (option.level === null ? active?.isActive('paragraph') : active?.isActive('heading', { level: option.level }))) ?? levels[0],
  })
  const choose = (level: 2 | 3 | 4 | null) => {
    setAnchor(null)
    if (!editor) return
    if (level === null) editor.chain().focus().setParagraph().run()
    else editor.chain().focus().setHeading({ level }).run()
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-label={`${translate('ra.tiptap.current_level')}：${translate(current.key)}`}
        title={translate('ra.tiptap.select_level')}
        endIcon={<ArrowDropDownIcon />}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(current.key)}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {levels.map((option) => (
          <MenuItem key={option.key} selected={option === current} onClick={() => choose(option.level)}>
            {translate(option.key)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

function NewsToolbar() {
  const size = 'small'
  return (
    <RichTextInputToolbar size={size}>
      <ParagraphStyleSelect />
      <FormatButtons size={size} />
      <AlignmentButtons size={size} />
      <ListButtons size={size} />
      <LinkDialogButton size={size} />
      <ImageUploadButton size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  )
}

/** The image files among pasted or dropped data. */
function imageFiles(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'))
}

/**
 * The editor's options: our document model; pasted HTML with another site's images has them left out with
 * a word to staff; pasted or dropped image files are uploaded as body images.
 */
function useEditorOptions(): Partial<EditorOptions> {
  const notify = useNotify()
  const upload = useNewsImageUpload()
  // Both callbacks are stable, so the editor is made once.
  return useMemo(() => {
    const uploadAll = (view: EditorView, files: File[], at?: number) => {
      void (async () => {
        for (const file of files) {
          const image = await upload(file)
          if (!image) continue
          const node = view.state.schema.nodes.image.create(image)
          const position = at ?? view.state.selection.from
          view.dispatch(view.state.tr.insert(Math.min(position, view.state.doc.content.size), node))
        }
      })()
    }
    return {
      extensions: newsEditorExtensions,
      editorProps: {
        transformPastedHTML: (html: string) => {
          const foreign = countForeignImages(html)
          if (foreign > 0) notify('resources.news.form.foreignImagesPasted', { type: 'warning', messageArgs: { smart_count: foreign } })
          return html
        },
        handlePaste: (view: EditorView, event: ClipboardEvent) => {
          const files = imageFiles(event.clipboardData)
          if (files.length === 0) return false
          uploadAll(view, files)
          return true
        },
        handleDrop: (view: EditorView, event: DragEvent) => {
          const files = imageFiles(event.dataTransfer)
          if (files.length === 0) return false
          uploadAll(view, files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos)
          return true
        },
      },
    }
  }, [notify, upload])
}

/** Says so when the stored body holds images the public pages cannot show (and the next save leaves out). */
function ForeignImagesNotice({ source }: { source: string }) {
  const record = useRecordContext()
  const translate = useTranslate()
  const count = typeof record?.[source] === 'string' ? countForeignImages(record[source]) : 0
  if (count === 0) return null
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate('resources.news.form.foreignImagesStored', { smart_count: count })}
    </Alert>
  )
}

export function NewsBodyInput({ source, label, validate, helperText }: { source: string; label: string; validate: Validator[]; helperText: string }) {
  const editorOptions = useEditorOptions()
  return (
    <>
      <ForeignImagesNotice source={source} />
      <RichTextInput
        source={source}
        label={label}
        validate={validate}
        helperText={helperText}
        editorOptions={editorOptions}
        toolbar={<NewsToolbar />}
        sx={{
          '& .ProseMirror': { minHeight: 240 },
          '& .ProseMirror blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
          '& .ProseMirror img.ProseMirror-selectednode': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      />
    </>
  )
}
