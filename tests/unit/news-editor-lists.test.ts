// The news editor turns pasted and typed bullet lines (•, -, *, 1.) into lists, as its hint says.
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { newsEditorExtensions } from '../../src/admin/resources/news/news-editor-extensions'
import zhCN from '../../src/admin/resources/news/messages/zh-CN'

let editor: Editor | null = null
afterEach(() => {
  editor?.destroy()
  editor = null
})

// The editor keeps an empty paragraph after a list at the end (TipTap's trailing node), so the
// cursor can leave the list.

/** The news body editor exactly as the form configures it, with `html` in it and the cursor at the end. */
function newsEditor(html = '') {
  editor = new Editor({ extensions: newsEditorExtensions, element: document.createElement('div'), content: html })
  editor.commands.focus('end')
  return editor
}

/** A paste event as Ctrl+V gives it (jsdom has no ClipboardEvent): the clipboard's text and HTML. */
function pasteEvent(data: { text?: string; html?: string }) {
  const clipboardData = { getData: (type: string) => (type === 'text/plain' ? (data.text ?? '') : type === 'text/html' ? (data.html ?? '') : '') }
  return Object.assign(new Event('paste'), { clipboardData }) as unknown as ClipboardEvent
}

/** Pastes plain text (as copied from a text editor or a chat) into the editor. */
function pasteText(target: Editor, text: string) {
  target.view.pasteText(text, pasteEvent({ text }))
}

/** Types text one character at a time through the editor's text input handlers (the input rules). */
function type(target: Editor, text: string) {
  for (const character of text) {
    const { from, to } = target.state.selection
    const handled = target.view.someProp('handleTextInput', (handler) => handler(target.view, from, to, character, () => target.state.tr))
    if (!handled) target.view.dispatch(target.state.tr.insertText(character, from, to))
  }
}

describe('news editor lists', () => {
  it('makes pasted plain-text bullet lines a bulleted list and keeps the other lines paragraphs', () => {
    const target = newsEditor()
    pasteText(target, '要点如下\n• 要点一\n· 要点二\n- 要点三\n* 要点四\n结语')
    expect(target.getHTML()).toBe(
      '<p>要点如下</p><ul><li><p>要点一</p></li><li><p>要点二</p></li><li><p>要点三</p></li><li><p>要点四</p></li></ul><p>结语</p>',
    )
  })

  it('makes pasted numbered lines a numbered list starting at the first number', () => {
    const target = newsEditor()
    pasteText(target, '3. 第三步\n4. 第四步\n5、第五步')
    expect(target.getHTML()).toBe('<ol start="3"><li><p>第三步</p></li><li><p>第四步</p></li><li><p>第五步</p></li></ol><p></p>')
  })

  it('converts bullet lines of pasted HTML paragraphs too, and a bulleted run followed by a numbered one', () => {
    const target = newsEditor()
    const html = '<p>• 甲</p><p>- 乙</p><p>1. 丙</p>'
    target.view.pasteHTML(html, pasteEvent({ html, text: '• 甲\n- 乙\n1. 丙' }))
    expect(target.getHTML()).toBe('<ul><li><p>甲</p></li><li><p>乙</p></li></ul><ol><li><p>丙</p></li></ol><p></p>')
  })

  it('leaves lines without a marker (a hyphenated word, a decimal number) as they are', () => {
    const target = newsEditor()
    pasteText(target, '-5℃ 的早晨\n3.14 是圆周率')
    expect(target.getHTML()).toBe('<p>-5℃ 的早晨</p><p>3.14 是圆周率</p>')
  })

  it('turns a typed "• ", "- " or "1. " at the start of a line into a list', () => {
    for (const [marker, list] of [['• ', 'ul'], ['· ', 'ul'], ['- ', 'ul'], ['* ', 'ul'], ['1. ', 'ol']] as const) {
      const target = newsEditor()
      type(target, `${marker}要点`)
      expect(target.getHTML()).toBe(`<${list}><li><p>要点</p></li></${list}><p></p>`)
      target.destroy()
    }
  })

  it('says in its hint what it does', () => {
    expect(zhCN.resources.news.form.contentHint).toBe('每行成为一个段落；以“•”“-”“*”开头的行成为无序列表项，以“1.”开头的行成为有序列表项（粘贴或输入均可）')
  })
})
