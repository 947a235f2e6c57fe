// The news editor's bullet lines: pasted or typed lines starting with •, ·, - or * become a bulleted
// list, lines starting with 1. 1) or 1、 a numbered one (markers: shared/list-markers.json, the same
// rule the server applies to a plain-text body).
import { Extension, wrappingInputRule } from '@tiptap/core'
import { Fragment, Slice, type Node as PmNode, type NodeType } from '@tiptap/pm/model'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import listMarkers from '@shared/list-markers.json' with { type: 'json' }

const BULLET = new RegExp(listMarkers.bullet)
const NUMBERED = new RegExp(listMarkers.numbered)

type Marker = { kind: 'bulletList' | 'orderedList'; length: number; start: number }

/** The list marker a top-level paragraph starts with, if any. */
function markerOf(node: PmNode): Marker | null {
  if (node.type.name !== 'paragraph') return null
  const text = node.textContent
  const bullet = BULLET.exec(text)
  if (bullet) return { kind: 'bulletList', length: bullet[0].length, start: 1 }
  const numbered = NUMBERED.exec(text)
  if (numbered) return { kind: 'orderedList', length: numbered[0].length, start: Number(numbered[1]) }
  return null
}

/** A fragment's marked paragraphs as lists: one list per run of lines of one kind, markers removed. */
export function listsFromMarkedLines(fragment: Fragment): { fragment: Fragment; first: boolean; last: boolean } | null {
  const out: PmNode[] = []
  let run: { kind: Marker['kind']; start: number; items: PmNode[] } | null = null
  let changed = false
  const flush = () => {
    if (!run) return
    const schema = run.items[0].type.schema
    const list: NodeType = schema.nodes[run.kind]
    out.push(list.create(run.kind === 'orderedList' ? { start: run.start } : null, run.items))
    run = null
  }
  fragment.forEach((node) => {
    const marker = markerOf(node)
    if (!marker) {
      flush()
      out.push(node)
      return
    }
    changed = true
    if (run && run.kind !== marker.kind) flush()
    run ??= { kind: marker.kind, start: marker.start, items: [] }
    const paragraph = node.copy(node.content.cut(marker.length))
    run.items.push(node.type.schema.nodes.listItem.create(null, paragraph))
  })
  flush()
  if (!changed) return null
  return {
    fragment: Fragment.from(out),
    first: markerOf(fragment.firstChild as PmNode) !== null,
    last: markerOf(fragment.lastChild as PmNode) !== null,
  }
}

export const BulletLines = Extension.create({
  name: 'bulletLines',

  addInputRules() {
    // StarterKit already turns a typed "- ", "* " and "1. " into lists; this adds "• " and "· ".
    return [wrappingInputRule({ find: /^\s*([•·])\s$/, type: this.editor.schema.nodes.bulletList })]
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('bulletLines'),
        props: {
          transformPasted: (slice) => {
            const lists = listsFromMarkedLines(slice.content)
            if (!lists) return slice
            // A list cannot stay open into the paragraph it is pasted in: that side is closed.
            return new Slice(lists.fragment, lists.first ? 0 : slice.openStart, lists.last ? 0 : slice.openEnd)
          },
        },
      }),
    ]
  },
})
