// 正文: ra-input-rich-text (TipTap 3) with the toolbar an article needs: paragraph/headings, bold, italic,
// underline, strike, lists, link, quote, clear. Loaded only with the create/edit screens (see index.ts).
// The server sanitises the HTML on save (pb_hooks/lib/news-html.js); this only writes it.
import InsertLink from '@mui/icons-material/InsertLink'
import { ToggleButton } from '@mui/material'
import { useEditorState, type EditorOptions } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text'
import { useTranslate, type Validator } from 'react-admin'

/** StarterKit alone (it holds Link and Underline): no colours, images or alignment; no code blocks (no button for them). */
const editorOptions: Partial<EditorOptions> = {
  extensions: [
    StarterKit.configure({
      codeBlock: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    }),
  ],
}

/** 添加链接: asks for the address in Chinese (the stock button asks "URL"); blank removes the link. */
function ChineseLinkButton({ size }: { size: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const isActive = useEditorState({ editor, selector: ({ editor: current }) => (current ? current.isActive('link') : false) })
  const hasSelection = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? !current.state.selection.empty || current.isActive('link') : false),
  })
  const label = translate('ra.tiptap.link')
  const onClick = () => {
    if (!editor) return
    const current = (editor.getAttributes('link').href as string | undefined) ?? ''
    const answer = window.prompt(translate('resources.news.form.linkPrompt'), current)
    if (answer === null) return
    const href = answer.trim()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (!href) chain.unsetLink().run()
    else chain.setLink({ href }).run()
  }
  return (
    <ToggleButton
      aria-label={label}
      title={label}
      size={size}
      value="link"
      selected={Boolean(isActive)}
      disabled={!editor?.isEditable || !hasSelection}
      onClick={onClick}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  )
}

function NewsToolbar() {
  const size = 'small'
  return (
    <RichTextInputToolbar size={size}>
      <LevelSelect size={size} />
      <FormatButtons size={size} />
      <ListButtons size={size} />
      <ChineseLinkButton size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  )
}

export function NewsBodyInput({ source, label, validate, helperText }: { source: string; label: string; validate: Validator[]; helperText: string }) {
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      editorOptions={editorOptions}
      toolbar={<NewsToolbar />}
      sx={{ '& .ProseMirror': { minHeight: 240 }, '& .ProseMirror blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 } }}
    />
  )
}
