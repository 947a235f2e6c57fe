// The news editor's document model (TipTap 3), without React: every element and attribute the article
// sanitiser keeps (pb_hooks/lib/shared/article-allowlist.json) has a place here, so opening and saving an
// article never drops what the server accepted. tests/unit/news-editor-round-trip.test.ts holds it to that.
import { Mark, mergeAttributes, type AnyExtension } from '@tiptap/core'
import Highlight from '@tiptap/extension-highlight'
import Image from '@tiptap/extension-image'
import TextAlign from '@tiptap/extension-text-align'
import StarterKit from '@tiptap/starter-kit'
import allowlist from '@shared/article-allowlist.json' with { type: 'json' }
import srcset from '@shared/news-image-srcset.js'
import { BulletLines } from './bullet-lines'

const OUR_IMAGE = new RegExp(allowlist.imageSrc)

/**
 * Whether `src` is one of our body images, the only ones the public pages can show (or a thumbnail of
 * one, as a shown article names it: copied from the public page, it is taken as the image itself).
 */
export function isOurImage(src: string | null | undefined): boolean {
  return typeof src === 'string' && OUR_IMAGE.test(srcset.storedImageSrc(src))
}

/** <sub> and <sup>: the sanitiser keeps them, TipTap's kit has no mark for them. */
function simpleMark(name: string, tag: 'sub' | 'sup') {
  return Mark.create({
    name,
    excludes: name === 'subscript' ? 'superscript' : 'subscript',
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  })
}

/**
 * An image inside a paragraph, as the sanitiser writes it; only our own files are read (another site's
 * image, or data:, is left out: the editor tells staff to upload it instead, news-body-input.tsx).
 */
const BodyImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      // A shown article's thumbnail address is stored as the image's own; its srcset is the page's, not kept.
      src: { default: null, parseHTML: (element) => srcset.storedImageSrc(element.getAttribute('src') ?? '') || null },
    }
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isOurImage((element as HTMLElement).getAttribute('src')) ? null : false) }]
  },
}).configure({ inline: true, allowBase64: false })

export const newsEditorExtensions: AnyExtension[] = [
  StarterKit.configure({
    // The toolbar offers 正文 and 标题 2-4; articles written elsewhere may hold any level and keep it.
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    codeBlock: { languageClassPrefix: 'language-' },
    // Links keep the target and rel they have; the sanitiser adds noopener noreferrer to a new tab's link.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'], HTMLAttributes: { target: null, rel: null } },
  }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: allowlist.textAlign }),
  Highlight.configure({ multicolor: false }),
  simpleMark('subscript', 'sub'),
  simpleMark('superscript', 'sup'),
  BodyImage,
  // Lines pasted or typed with a leading •, -, * or 1. become lists (the editor's hint says so).
  BulletLines,
]
