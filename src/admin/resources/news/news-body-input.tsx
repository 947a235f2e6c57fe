// 正文: ra-input-rich-text (TipTap 3) with the toolbar an article needs: paragraph/headings, bold, italic,
// underline, strike, lists, link, quote, clear. Loaded only with the create/edit screens (see index.ts).
// The server sanitises the HTML on save (pb_hooks/lib/shared/news-html.js); this only writes it.
import InsertLink from '@mui/icons-material/InsertLink'
import { Button, Menu, MenuItem, ToggleButton } from '@mui/material'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useState } from 'react'
import { useEditorState, type EditorOptions } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text'
import { useTranslate, type Validator } from 'react-admin'
import { BulletLines } from './bullet-lines'

/** StarterKit alone (it holds Link and Underline): no colours, images or alignment; no code blocks (no button for them). */
export const editorOptions: Partial<EditorOptions> = {
  extensions: [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    }),
    BulletLines,
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
