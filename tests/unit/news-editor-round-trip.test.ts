// The news editor keeps what the server keeps: every element and attribute the article sanitiser allows
// (pb_hooks/lib/shared/article-allowlist.json), stored as the sanitiser writes it, comes out of the editor
// (news-editor-extensions.ts, the editor's own document model) with the same elements, attributes and text;
// and what the editor writes, the sanitiser stores unchanged. Images of other sites are left out; an image
// copied from a shown article is ours.
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import allowlist from '@shared/article-allowlist.json' with { type: 'json' }
import newsHtml from '@shared/news-html.js'
import { newsEditorExtensions } from '../../src/admin/resources/news/news-editor-extensions'
import { countForeignImages, newsImageSrc } from '../../src/admin/resources/news/news-images'

const IMAGE = newsImageSrc({ id: 'abcdefghijklmno', file: 'photo_k3x9.png' })

interface Case {
  name: string
  /** A body exactly as the server stores it. */
  stored: string
  /** Where the editor writes the same content in its own form (same meaning): what it writes. */
  editorWrites?: string
}

const cases: Case[] = [
  { name: 'paragraph, centred', stored: '<p style="text-align: center">居中的一段</p>' },
  { name: 'paragraph, each alignment', stored: '<p style="text-align: left">左</p><p style="text-align: right">右</p><p style="text-align: justify">两端</p>' },
  {
    name: 'headings 1-6 with alignment',
    stored:
      '<h1 style="text-align: center">一</h1><h2 style="text-align: left">二</h2><h3 style="text-align: right">三</h3>' +
      '<h4 style="text-align: justify">四</h4><h5 style="text-align: center">五</h5><h6 style="text-align: right">六</h6><h2>不对齐</h2>',
  },
  { name: 'quote', stored: '<blockquote><p>引用的一段话。</p></blockquote>' },
  { name: 'code block with its language', stored: '<pre><code class="language-js">if (a &lt; b &amp;&amp; c &gt; d) {\n  run()\n}</code></pre>' },
  { name: 'preformatted text', stored: '<pre>  保留空格的文字</pre>', editorWrites: '<pre><code>  保留空格的文字</code></pre>' },
  { name: 'bulleted list', stored: '<ul><li><p>第一项</p></li><li><p>第二项</p></li></ul>' },
  { name: 'bulleted list without paragraphs', stored: '<ul><li>第一项</li></ul>', editorWrites: '<ul><li><p>第一项</p></li></ul>' },
  { name: 'numbered list starting at 3', stored: '<ol start="3"><li><p>第三步</p></li><li><p>第四步</p></li></ol>' },
  { name: 'rule', stored: '<p>上</p><hr><p>下</p>' },
  {
    name: 'links: new tab with title, site path, mailto, anchor, rel',
    stored:
      '<p><a href="https://example.com/a?b=1&amp;c=2" title="活动页面" target="_blank" rel="noopener noreferrer">活动</a>、' +
      '<a href="/market-activities">站内</a>、<a href="mailto:contact@example.com">来信</a>、<a href="#top">顶部</a>、' +
      '<a href="https://example.org" rel="nofollow ugc">外链</a></p>',
  },
  {
    name: 'inline marks',
    stored: '<p><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除线</s><mark>高亮</mark>H<sub>2</sub>O x<sup>2</sup> <code>const a = 1</code></p>',
  },
  {
    name: 'inline marks in their other tags',
    stored: '<p><b>加粗</b>、<i>斜体</i>、<del>删除</del></p>',
    editorWrites: '<p><strong>加粗</strong>、<em>斜体</em>、<s>删除</s></p>',
  },
  { name: 'line break', stored: '<p>第一行<br>第二行</p>' },
  { name: 'image with every attribute', stored: `<p><img src="${IMAGE}" alt="现场照片" title="活动现场" width="640" height="480"></p>` },
  { name: 'image inside text, centred', stored: `<p style="text-align: center">前<img src="${IMAGE}">后</p>` },
]

/** An element tree as comparable data: names, attributes sorted (a style by its declarations), text. */
function shape(html: string): unknown {
  const template = document.createElement('template')
  template.innerHTML = html
  const walk = (node: Node): unknown => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent
    const element = node as Element
    const attributes = Array.from(element.attributes)
      .map((attribute) => [attribute.name, attribute.name === 'style' ? (element as HTMLElement).style.cssText : attribute.value])
      .sort(([a], [b]) => a.localeCompare(b))
    return [element.localName, Object.fromEntries(attributes), Array.from(element.childNodes).map(walk)]
  }
  return Array.from(template.content.childNodes).map(walk)
}

let editor: Editor | undefined
afterEach(() => editor?.destroy())

/** What the editor writes after opening `html`. */
function throughEditor(html: string): string {
  editor?.destroy()
  editor = new Editor({ extensions: newsEditorExtensions, content: html })
  return editor.getHTML()
}

const sanitize = (html: string) => newsHtml.sanitizeNewsHtml(html).html

describe('news editor round trip', () => {
  it('has a case for every element and attribute the sanitiser allows', () => {
    const covered = new Set<string>()
    const template = document.createElement('template')
    for (const { stored } of cases) {
      template.innerHTML = stored
      for (const element of Array.from(template.content.querySelectorAll('*'))) {
        covered.add(element.localName)
        for (const attribute of Array.from(element.attributes)) covered.add(`${element.localName}[${attribute.name}]`)
      }
    }
    const allowed = Object.entries(allowlist.elements as Record<string, string[]>).flatMap(([element, attributes]) => [element, ...attributes.map((name) => `${element}[${name}]`)])
    expect(allowed.filter((item) => !covered.has(item))).toEqual([])
  })

  it.each(cases)('keeps $name', ({ stored, editorWrites }) => {
    // The case is exactly what the server stores.
    expect(sanitize(stored)).toBe(stored)
    const written = throughEditor(stored)
    expect(shape(written)).toEqual(shape(editorWrites ?? stored))
    // What the editor writes, the server stores with the same content, and the editor opens it unchanged.
    expect(shape(sanitize(written))).toEqual(shape(written))
    expect(throughEditor(sanitize(written))).toBe(written)
  })

  it('keeps every case together in one article', () => {
    const article = cases.map((item) => item.stored).join('')
    expect(shape(throughEditor(article))).toEqual(shape(cases.map((item) => item.editorWrites ?? item.stored).join('')))
  })

  it('takes an image copied from a shown article (a thumbnail with its srcset) as the stored image', () => {
    for (const stored of [`<p>前<img src="${IMAGE}" alt="现场" width="4000" height="3000">后</p>`, `<p><img src="${IMAGE}"></p><p><img src="${IMAGE}" alt=""></p>`]) {
      const shown = newsHtml.sanitizeNewsHtml(stored, { display: true }).html
      expect(shown).toContain('?thumb=')
      expect(countForeignImages(shown)).toBe(0)
      expect(throughEditor(shown)).toBe(throughEditor(stored))
    }
  })

  it('leaves out images of other sites and data: images, keeping the text around them', () => {
    const pasted = '<p>前<img src="https://cdn.example.com/a.png" alt="外链">中<img src="data:image/png;base64,iVBORw0KGgo=">后<img src="' + IMAGE + '"></p>'
    expect(countForeignImages(pasted)).toBe(2)
    expect(throughEditor(pasted)).toBe(`<p>前中后<img src="${IMAGE}"></p>`)
    expect(countForeignImages(`<p><img src="${IMAGE}"></p>`)).toBe(0)
  })
})
