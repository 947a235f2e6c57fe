// The one way the server fills HTML (pb_hooks/lib/core/template-slots.js): pages and fragments.
// Hostile values go through every kind of marker and come out as the text they were, never as
// markup. (The served pages' slots with hostile records: tests/api/served-pages.test.ts and
// news-pages.test.ts; the mail templates' placeholders: tests/unit/message-templates.test.ts.)
import { describe, expect, it } from 'vitest'
import slots from '@hooks/core/template-slots.js'

const { compile, fill, splitTemplate, trusted } = slots

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '</td></tr></table><iframe src="//evil.example">',
  '&lt;b&gt; already escaped &amp;',
  '{{name}} <span data-slot="name"></span>',
  '<!-- --><![CDATA[ x ]]>',
  '张三\u2028\u2029‮',
]

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body

describe('fill', () => {
  it.each(HOSTILE)('writes %j into a slot as its text', (value) => {
    const body = parse(fill('<p data-slot="x"></p><b>after</b>', { x: value }))
    expect(body.querySelector('p')?.textContent).toBe(value)
    expect(body.querySelectorAll('*').length).toBe(2)
    expect(body.querySelector('b')?.textContent).toBe('after')
  })

  it.each(HOSTILE)('writes %j into an attribute as its value', (value) => {
    const body = parse(fill('<a href="/" data-attrs="href:link title:tip">x</a>', { link: value, tip: value }))
    const link = body.querySelector('a')
    expect(link?.getAttribute('href')).toBe(value)
    expect(link?.getAttribute('title')).toBe(value)
    expect(link?.getAttributeNames().sort()).toEqual(['href', 'title'])
  })

  it('never scans what a slot receives for markers', () => {
    expect(fill('<p data-slot="a"></p><p data-slot="b"></p>', { a: '<i data-slot="b"></i>', b: 'B' })).toBe(
      '<p>&lt;i data-slot=&quot;b&quot;&gt;&lt;/i&gt;</p><p>B</p>',
    )
    expect(fill('<div data-slot="a"></div>', { a: trusted('<i data-slot="a">kept</i>') })).toBe('<div><i data-slot="a">kept</i></div>')
  })

  it('replaces a slot’s default content, keeps it for null and leaves slots it is not given', () => {
    const template = '<h1 data-slot="title">默认<b>标题</b></h1><p data-slot="other">别处填</p>'
    expect(fill(template, { title: '新标题' })).toBe('<h1>新标题</h1><p data-slot="other">别处填</p>')
    expect(fill(template, { title: null })).toBe('<h1>默认<b>标题</b></h1><p data-slot="other">别处填</p>')
  })

  it('drops a void element whose attribute is null, and an element whose data-if is unset', () => {
    expect(fill('<img alt="" data-attrs="src:image"/><span>x</span>', { image: null })).toBe('<span>x</span>')
    expect(fill('<p data-if="line" data-slot="line"></p><p>end</p>', { line: '' })).toBe('<p>end</p>')
    expect(fill('<p data-if="line" data-slot="line"></p>', { line: '电话' })).toBe('<p>电话</p>')
    expect(fill('<div data-if="line"><div>inner</div></div><p>end</p>', { line: false })).toBe('<p>end</p>')
  })

  it('replaces a <slot> whole by its value', () => {
    expect(fill('<p>尊敬的<slot data-slot="name"></slot>：</p>', { name: '<李雷>' })).toBe('<p>尊敬的&lt;李雷&gt;：</p>')
  })

  it('takes fragments out of a page by name', () => {
    const { page, fragments } = splitTemplate('<main></main><template data-template="card"><p data-slot="t"></p></template>')
    expect(page).toBe('<main></main>')
    expect(fill(fragments.card ?? '', { t: '<b>' })).toBe('<p>&lt;b&gt;</p>')
  })
})

describe('a compiled template', () => {
  // Every kind of marker, a name read by several of them, and a void element.
  const template =
    '<div data-if="shown"><h1 data-slot="title">默认</h1></div><p>尊敬的<slot data-slot="name"></slot>：</p>' +
    '<a href="/" data-attrs="href:link title:title" data-slot="label">链接</a><img alt="" data-attrs="src:image"/>' +
    '<p data-if="title" data-slot="shown">留</p><span data-slot="other">别处填</span>'
  const names = ['shown', 'title', 'name', 'link', 'label', 'image', 'other']
  const shapes: (() => unknown)[] = [
    () => undefined, // absent
    () => null,
    () => '',
    () => false,
    () => 0,
    () => HOSTILE[Math.floor(Math.random() * HOSTILE.length)],
    () => trusted(`<i>${Math.random()}</i>`),
  ]

  it('fills every shape of values as the one-off fill does, and again with other texts of that shape', () => {
    for (let round = 0; round < 300; round++) {
      const compiled = compile(template)
      const picked = names.map(() => shapes[Math.floor(Math.random() * shapes.length)])
      for (let again = 0; again < 2; again++) {
        const values: Record<string, unknown> = {}
        names.forEach((name, i) => {
          const value = picked[i]?.()
          if (value !== undefined) values[name] = value
        })
        expect(fill(compiled, values)).toBe(fill(template, values))
      }
    }
  })
})

describe('replaceElement', () => {
  it('replaces the first element carrying the attribute whole, nested elements of its kind included', () => {
    const html = '<section><div data-box="a" class="x"><div>加载中</div></div><div data-box="b">b</div></section>'
    expect(slots.replaceElement(html, 'data-box="a"', '<p>新闻</p>')).toBe('<section><p>新闻</p><div data-box="b">b</div></section>')
    expect(slots.replaceElement(html, 'data-box="c"', '<p>新闻</p>')).toBe(html)
  })
})
