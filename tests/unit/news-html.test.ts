// @vitest-environment node
// The article sanitiser the server runs on every save and the news modal in the browser
// (pb_hooks/lib/shared/news-html.js): hostile bodies come out harmless and well formed, the editor's
// own output unchanged, plain text as paragraphs and lists, and a body with nothing visible left is
// reported empty; shown (the article page, the modal), our images get thumbnails of our own files only.
// (That every save path runs it: tests/api/news-html.test.ts.)
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import allowlist from '@shared/article-allowlist.json' with { type: 'json' }
import newsImages from '@shared/news-images.json' with { type: 'json' }
import newsHtml from '@shared/news-html.js'
import srcsetBuilder from '@shared/news-image-srcset.js'

/** What the server stores for a body (an empty result is refused, below). */
function stored(content: string): string {
  return newsHtml.sanitizeNewsHtml(content).html
}

/** What a visitor's page shows of a body. */
function shown(content: string): string {
  return newsHtml.sanitizeNewsHtml(content, { display: true }).html
}

const OUR_IMAGE = new RegExp(allowlist.imageSrc)
const THUMB_QUERY = new RegExp(`\\?thumb=(${newsImages.thumbWidths.map((w) => `${w}x${newsImages.thumbBoxHeight}f`).join('|')})$`)

/** An image URL a shown body may hold: one of our body images, or one of its declared thumbnails. */
function ownImageUrl(url: string): boolean {
  return OUR_IMAGE.test(url.replace(THUMB_QUERY, ''))
}

/** Nothing in the stored HTML that could run script, load a frame or hide the page. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|frame|object|embed|svg|math|form|input|textarea|button|template|link|meta|base)\b/i)
  expect(html).not.toMatch(/\son[a-z]*\s*=/i)
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i)
  expect(html).not.toMatch(/<!--|<!\[CDATA\[|<!doctype|<\?/i)
  expect(html).not.toMatch(/position|display\s*:|opacity|z-index|visibility|class="(?!language-)/i)
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    expect(tag).toMatch(/^<(p|br|h[1-6]|strong|b|em|i|u|s|del|mark|sub|sup|code|pre|blockquote|ul|ol|li|hr|a|img)[\s>]/)
  }
}

/** Every opened element closed, in order. */
function expectWellFormed(html: string) {
  const open: string[] = []
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    if (['br', 'hr', 'img'].includes(name)) continue
    if (closing) expect(open.pop()).toBe(name)
    else open.push(name)
  }
  expect(open).toEqual([])
}

// Each hostile body with what must be stored (exact where the outcome is the point of the case).
const hostile: { name: string; input: string; expected?: string }[] = [
  { name: 'script element', input: '<p>你好</p><script>alert(1)</script>', expected: '<p>你好</p>' },
  { name: 'script in upper case with attributes', input: '<p>a</p><SCRIPT type="text/javascript" src="https://evil.test/x.js"></SCRIPT>', expected: '<p>a</p>' },
  { name: 'img with onerror, unquoted', input: '<p>图<img src=x onerror=alert(1)></p>', expected: '<p>图</p>' },
  {
    name: 'img with onerror on one of our body images',
    input: '<p><img src="/api/files/news_images/abcdefghijklmno/a_1.png" onerror="alert(1)" alt="示意图"></p>',
    expected: '<p><img src="/api/files/news_images/abcdefghijklmno/a_1.png" alt="示意图"></p>',
  },
  // The public pages load images from the site only (CSP img-src 'self'): another site's image would be a gap.
  { name: 'image of another site', input: '<p>前<img src="https://cdn.example.com/a.png" alt="示意图">后</p>', expected: '<p>前后</p>' },
  { name: 'image of another site, protocol-relative', input: '<p>前<img src="//cdn.example.com/a.png">后</p>', expected: '<p>前后</p>' },
  { name: 'file of another collection', input: '<p>前<img src="/api/files/news/abcdefghijklmno/cover.png">后</p>', expected: '<p>前后</p>' },
  { name: 'body image path leaving its folder', input: '<p>前<img src="/api/files/news_images/abcdefghijklmno/../../../x.png">后</p>', expected: '<p>前后</p>' },
  { name: 'javascript: link', input: '<p><a href="javascript:alert(1)">点我</a></p>', expected: '<p>点我</p>' },
  { name: 'javascript: link, decimal entities', input: '<p><a href="&#106;&#97;vascript:alert(1)">点我</a></p>', expected: '<p>点我</p>' },
  { name: 'javascript: link, hex entities and &colon;', input: '<p><a href="&#x6A;avascript&colon;alert(1)">点我</a></p>', expected: '<p>点我</p>' },
  { name: 'javascript: link with a tab, a newline and an entity tab', input: '<p><a href="java\tscr\nipt:alert(1)">a</a><a href="java&Tab;script:alert(1)">b</a></p>', expected: '<p>ab</p>' },
  { name: 'javascript: link in upper case with leading space and control', input: '<p><a href=" \u0001JAVASCRIPT:alert(1)">点我</a></p>', expected: '<p>点我</p>' },
  { name: 'javascript: link unquoted', input: '<p><a href=javascript:alert(1)>点我</a></p>', expected: '<p>点我</p>' },
  { name: 'vbscript: link', input: '<p><a href="VBScript:msgbox(1)">点我</a></p>', expected: '<p>点我</p>' },
  { name: 'data: link', input: '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a></p>', expected: '<p>点我</p>' },
  { name: 'data: image', input: '<p>前<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="x">后</p>', expected: '<p>前后</p>' },
  { name: 'iframe with its content', input: '<p>前</p><iframe src="https://evil.test">备用文字</iframe><p>后</p>', expected: '<p>前</p><p>后</p>' },
  { name: 'svg with onload', input: '<p>前</p><svg onload="alert(1)"><circle r="4"/><text>svg 文字</text></svg><p>后</p>', expected: '<p>前</p><p>后</p>' },
  { name: 'svg with script inside', input: '<svg><script>alert(1)</script></svg><p>后</p>', expected: '<p>后</p>' },
  { name: 'math with a javascript: link', input: '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>后</p>', expected: '<p>后</p>' },
  { name: 'style element', input: '<style>body{display:none}</style><p>正文</p>', expected: '<p>正文</p>' },
  {
    name: 'style attribute that overlays the page',
    input: '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background:#fff">遮罩</p>',
    expected: '<p>遮罩</p>',
  },
  { name: 'style attribute that hides text', input: '<p><span style="display:none">隐藏</span>可见</p>', expected: '<p>隐藏可见</p>' },
  { name: 'object and embed', input: '<object data="https://evil.test/x.swf"><param name="a" value="b">备用</object><embed src="https://evil.test/x.swf"><p>后</p>', expected: '<p>后</p>' },
  { name: 'form and input', input: '<form action="https://evil.test"><input name="pw" type="password"><button>登录</button></form><p>后</p>', expected: '<p>后</p>' },
  { name: 'comments', input: '<!-- 注释 --><p>正文<!-- <script>alert(1)</script> --></p>', expected: '<p>正文</p>' },
  // The section's markers stay as text (a browser too reads `<![CDATA[<script>` as a comment and shows the rest).
  { name: 'CDATA', input: '<![CDATA[<script>alert(1)</script>]]><p>正文</p>', expected: '<p>&lt;![CDATA[]]&gt;</p><p>正文</p>' },
  { name: 'unclosed tags', input: '<p><strong>加粗 <em>斜体', expected: '<p><strong>加粗 <em>斜体</em></strong></p>' },
  { name: 'misnested tags', input: '<p><b><i>甲</b>乙</i></p>', expected: '<p><b><i>甲</i></b>乙</p>' },
  { name: 'unclosed list items outside a list', input: '<li>一<li>二', expected: '<ul><li>一</li><li>二</li></ul>' },
  { name: 'block inside an inline element', input: '<strong>甲<p>乙</p></strong>', expected: '<p><strong>甲</strong></p><p>乙</p>' },
  { name: 'unknown tags unwrapped, text kept', input: '<div><span class="x" id="y">甲</span></div><section><font color="red">乙</font></section>', expected: '<p>甲</p><p>乙</p>' },
  { name: 'attributes without quotes', input: '<p><a href=https://example.com/a?b=1&c=2 target=_blank onclick=alert(1)>链接</a></p>', expected: '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">链接</a></p>' },
  { name: 'event handlers in any case', input: '<p ONCLICK="alert(1)" onMouseOver=alert(2) title="t">正文</p>', expected: '<p>正文</p>' },
  { name: 'tag split around a script', input: '<p><scr<script>alert(1)</script>ipt>alert(2)</p>', expected: '<p>&lt;script&gt;alert(2)</p>' },
  { name: 'noscript trick', input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>后</p>', expected: '<p>后</p>' },
  { name: 'escaped markup stays text', input: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1 &lt; 2</p>', expected: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1 &lt; 2</p>' },
  { name: 'protocol-relative link', input: '<p><a href="//evil.test/x">外链</a></p>', expected: '<p>外链</p>' },
  { name: 'target other than _blank and a risky rel', input: '<p><a href="https://example.com" target="_top" rel="opener">链接</a></p>', expected: '<p><a href="https://example.com">链接</a></p>' },
  { name: 'meta refresh and base', input: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.test/"><p>正文</p>', expected: '<p>正文</p>' },
  // srcset, sizes, loading and decoding are never read: a shown page writes them from the src alone.
  {
    name: 'srcset with javascript: and another site on one of our images',
    input:
      '<p><img src="/api/files/news_images/abcdefghijklmno/a_1.png" srcset="javascript:alert(1) 1x, https://evil.test/x.png 800w, /api/files/news/abcdefghijklmno/c.png 2x" sizes="100vw" loading="eager" decoding="sync" alt="图"></p>',
    expected: '<p><img src="/api/files/news_images/abcdefghijklmno/a_1.png" alt="图"></p>',
  },
  { name: 'srcset of our image without a src', input: '<p>前<img srcset="/api/files/news_images/abcdefghijklmno/a_1.png 1x">后</p>', expected: '<p>前后</p>' },
  { name: 'srcset inside a picture', input: '<picture><source srcset="https://evil.test/x.png"><img src="/api/files/news_images/abcdefghijklmno/a_1.png"></picture><p>后</p>', expected: '<p>后</p>' },
  {
    name: 'width and height that are no numbers',
    input: '<p><img src="/api/files/news_images/abcdefghijklmno/a_1.png" width="100%" height="javascript:alert(1)"></p>',
    expected: '<p><img src="/api/files/news_images/abcdefghijklmno/a_1.png"></p>',
  },
]

/**
 * Every <img> of a shown body names only our own files: its src and each srcset candidate one of our body
 * images or its declared thumbnail (a width descriptor each), sizes as the builder writes it, and only
 * the loading and decoding values it writes.
 */
function expectOwnImages(html: string, template: HTMLTemplateElement) {
  template.innerHTML = html
  for (const img of Array.from(template.content.querySelectorAll('img'))) {
    expect(ownImageUrl(img.getAttribute('src') ?? ''), img.outerHTML).toBe(true)
    const srcset = img.getAttribute('srcset')
    if (srcset !== null) {
      for (const candidate of srcset.split(',')) {
        const [url, descriptor, ...rest] = candidate.trim().split(/\s+/)
        expect(ownImageUrl(url) && /^\d+w$/.test(descriptor) && rest.length === 0, img.outerHTML).toBe(true)
      }
    }
    const sizes = img.getAttribute('sizes')
    if (sizes !== null) expect(sizes).toMatch(/^\(max-width: \d+px\) calc\(100vw - \d+px\), \d+px$/)
    expect([null, 'lazy']).toContain(img.getAttribute('loading'))
    expect(img.getAttribute('decoding')).toBe('async')
  }
}

describe('article sanitiser', () => {
  it.each(hostile)('makes $name harmless', ({ input, expected }) => {
    const html = stored(input)
    expectHarmless(html)
    expectWellFormed(html)
    if (expected !== undefined) expect(html).toBe(expected)
  })

  it.each(hostile)('shows $name harmless, with images of our own files only', ({ input }) => {
    const html = shown(input)
    expectHarmless(html)
    expectWellFormed(html)
    expectOwnImages(html, new JSDOM('').window.document.createElement('template'))
  })

  it('shows each of our images as the thumbnails the builder names, its own attributes kept, the first one not lazy', () => {
    const a = '/api/files/news_images/abcdefghijklmno/a_1.jpg'
    const b = '/api/files/news_images/bcdefghijklmnop/b_2.jpg'
    const body = `<p>文字<img src="${a}" alt="现场" width="2560" height="1920"></p><p><img src="${b}" alt=""></p>`
    const attrs = (src: string, width: number | null, index: number) => {
      const image = srcsetBuilder.displayImage(src, width, index)
      return { src: image.src, extra: image.extra.map(([name, value]) => ` ${name}="${value}"`).join('') }
    }
    const first = attrs(a, 2560, 0)
    const second = attrs(b, null, 1)
    expect(first.extra).not.toContain('loading')
    expect(second.extra).toContain('loading="lazy"')
    expect(shown(body)).toBe(`<p>文字<img src="${first.src}" alt="现场" width="2560" height="1920"${first.extra}></p><p><img src="${second.src}" alt=""${second.extra}></p>`)
    // What is stored stays as the editor wrote it.
    expect(stored(body)).toBe(body)
  })

  it('stores our images without a width or height with the size the server reads from their file', () => {
    const ours = '/api/files/news_images/abcdefghijklmno/a_1.png'
    const imageSize = vi.fn((src: string) => (src === ours ? { width: 4000, height: 3000 } : null))
    const save = (content: string) => newsHtml.sanitizeNewsHtml(content, { imageSize }).html
    expect(save(`<p><img src="${ours}" alt="图"></p>`)).toBe(`<p><img src="${ours}" alt="图" width="4000" height="3000"></p>`)
    expect(save(`<p><img src="${ours}" width="300"></p>`)).toBe(`<p><img src="${ours}" width="4000" height="3000"></p>`)
    const other = '/api/files/news_images/bcdefghijklmnop/b_2.png'
    expect(save(`<p><img src="${other}"></p>`)).toBe(`<p><img src="${other}"></p>`)
    imageSize.mockClear()
    expect(save(`<p><img src="${ours}" width="640" height="480"><img src="https://evil.test/x.png"></p>`)).toBe(`<p><img src="${ours}" width="640" height="480"></p>`)
    expect(imageSize).not.toHaveBeenCalled()
  })

  it('stores what the editor writes unchanged', () => {
    const editorHtml =
      '<h2>活动回顾</h2><p>普通文字 <strong>加粗</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s> <code>const a = 1</code></p>' +
      '<p style="text-align: center">居中的一段</p><h3 style="text-align: right">右对齐标题</h3>' +
      '<ul><li><p>明确业务目标与衡量指标</p></li><li><p>从一个高价值场景切入</p></li></ul>' +
      '<ol start="3"><li><p>第三步</p></li><li><p>第四步</p></li></ol>' +
      '<blockquote><p>引用的一段话。</p></blockquote>' +
      '<pre><code class="language-js">if (a &lt; b &amp;&amp; c &gt; d) {\n  run()\n}</code></pre><hr>' +
      '<p>详情见<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">活动页面</a>，' +
      '或<a href="/market-activities?news=abc">站内文章</a>、<a href="mailto:contact@example.com">来信</a>、<a href="#top">顶部</a>。<br>第二行&nbsp;“引号”</p>' +
      '<h4>小标题</h4><p><img src="/api/files/news_images/abc123def456ghi/pic_1.png" alt="现场照片"></p><p></p>'
    expect(stored(editorHtml)).toBe(editorHtml)
  })

  it('stores the demo articles unchanged', () => {
    const demo =
      '<p>30 位企业高管走进华为，近距离了解数字化转型的方法与实践。</p><p>活动期间，参访企业与云厂商专家围绕行业大模型展开了深入交流。</p>' +
      '<ul><li>明确业务目标与衡量指标</li><li>从一个高价值场景切入</li></ul><p>欢迎通过页面右上角的“免费咨询”与我们联系，了解更多详情。</p>'
    expect(stored(demo)).toBe(demo)
  })

  it('turns plain text into paragraphs and bullet lines into a list, escaped', () => {
    const text = '第一段：课程开班。\n第二段 & <b 不是标签\n\n• 明确目标\n- 小步快跑\n* 持续复盘\n·沉淀能力\n-5 度不是列表\n结尾'
    expect(stored(text)).toBe(
      '<p>第一段：课程开班。</p><p>第二段 &amp; &lt;b 不是标签</p>' +
        '<ul><li><p>明确目标</p></li><li><p>小步快跑</p></li><li><p>持续复盘</p></li><li><p>沉淀能力</p></li></ul>' +
        '<p>-5 度不是列表</p><p>结尾</p>',
    )
    expect(stored('一行\r\n两行\r三行')).toBe('<p>一行</p><p>两行</p><p>三行</p>')
  })

  it('reports a body with nothing visible left as empty', () => {
    for (const content of ['<script>alert(1)</script>', '<p><img src=x onerror=alert(1)></p>', '<iframe src="https://evil.test"></iframe><p> &nbsp; </p>', '<p></p>', '']) {
      expect(newsHtml.sanitizeNewsHtml(content).empty, content).toBe(true)
    }
    expect(newsHtml.sanitizeNewsHtml('<p>正文</p>').empty).toBe(false)
  })
})

// Pieces of hostile markup, joined at random (a fixed seed: the same inputs on every run).
const pieces = [
  '<', '>', '/', '"', "'", '=', ' ', '\n', '\t', '`', 'x', 'a', 'p', 'img', 'script', 'style', 'svg', 'href', 'src', 'onerror', 'onclick',
  'javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'alert(1)', '&#106;', '&#x6A;', '&colon;', '&Tab;', '&amp;', '&lt;', '&quot;', '\u0000', '\u0001',
  '<!--', '-->', '--!>', '<![CDATA[', ']]>', '<!', '<?', '//evil', '/\\evil', 'http://a', '/api/files/', '/api/files/news_images/abcdefghijklmno/a.png', '#top', 'target=_blank', 'rel=opener',
  '<a href=', '<img src=', '<p style=', 'position:fixed', 'text-align:center', '<code class=', 'language-js', '</p>', '</a>', '<li>', '<ul>',
  '<b>', '<div>', '<table><td>', '<svg><style>', '<math><mi xlink:href=', '<noscript>', '<textarea>', '<title>', '<xmp>', '<template>',
  '<iframe srcdoc=', '<plaintext>', '<option>', '<select>', '<form>', '<button formaction=', '<base href=', '<meta http-equiv=refresh content=',
  '<object data=', '<embed src=', '<img srcset=', ' srcset=', ' sizes=', ' width=', '2560', ' 800w', '/api/files/news_images/abcdefghijklmno/a.jpg', '?thumb=800x6000f',
]

function* randomBodies(count: number) {
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  for (let n = 0; n < count; n++) {
    let body = '<p>'
    for (let i = 3 + Math.floor(random() * 25); i > 0; i--) body += pieces[Math.floor(random() * pieces.length)]
    yield body
  }
}

/** What a browser's HTML parser builds from `html` that the allow-list does not allow. */
function disallowed(html: string, template: HTMLTemplateElement): string[] {
  const elements = allowlist.elements as Record<string, string[]>
  template.innerHTML = html
  const found: string[] = []
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const name = element.localName
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !elements[name]) {
      found.push(`<${name}>`)
      continue
    }
    for (const { name: attr, value } of Array.from(element.attributes)) {
      if (!elements[name].includes(attr)) found.push(`${name}[${attr}]`)
      // eslint-disable-next-line no-control-regex
      const url = value.replace(/[\u0000-\u0020]/g, '')
      if (attr === 'href' && !/^(https?:|mailto:|#|\/(?![/\\]))/i.test(url)) found.push(`href=${value}`)
      if (attr === 'src' && !new RegExp(allowlist.imageSrc).test(url)) found.push(`src=${value}`)
      if (attr === 'style' && !/^text-align: (left|center|right|justify)$/.test(value)) found.push(`style=${value}`)
    }
  }
  return found
}

/** The random bodies, checked in parts: each part a test of its own, well within a busy machine's test timeout. */
const BODIES = 3000
const PARTS = 3

describe('article sanitiser, whatever the input', () => {
  /** Each part of the random bodies: `[first, last]` (1-based, inclusive). */
  const parts = Array.from({ length: PARTS }, (_, part) => [(part * BODIES) / PARTS + 1, ((part + 1) * BODIES) / PARTS])
  const bodiesOf = function* (first: number, last: number) {
    let n = 0
    for (const body of randomBodies(last)) if (++n >= first) yield body
  }

  it.each(parts)(
    'stores HTML in which a browser finds only allowed elements, attributes and URLs, and which is stored again unchanged (random bodies %i-%i)',
    (first, last) => {
      const template = new JSDOM('').window.document.createElement('template')
      for (const body of bodiesOf(first, last)) {
        const html = stored(body)
        expect(disallowed(html, template), `${JSON.stringify(body)} -> ${html}`).toEqual([])
        expect(stored(html), body).toBe(html)
      }
    },
  )

  it.each(parts)('shows HTML whose images name only our own files, and otherwise what it stores (random bodies %i-%i)', (first, last) => {
    const template = new JSDOM('').window.document.createElement('template')
    const displayOnly = /\s(?:srcset|sizes|loading|decoding)="[^"]*"|\?thumb=\d+x\d+f/g
    for (const body of bodiesOf(first, last)) {
      const html = shown(body)
      expectOwnImages(html, template)
      expect(html.replace(/<img [^>]*>/g, (tag) => tag.replace(displayOnly, '')), body).toBe(stored(body))
    }
  })
})
