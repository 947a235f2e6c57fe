// A slide's 按钮链接 goes straight into an href on the public site: the server stores only site
// addresses and http(s) addresses, whoever writes it (the form checks the same rule first).
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { client } from '../support/clients'

const tag = `link${Date.now().toString(36)}`
const slide = (button_link: string) => ({
  title: `${tag}-${button_link.slice(0, 20)}`,
  page_id: 'about',
  order_index: 90,
  active: false,
  stats: [{ label: '服务企业', value: '1000+' }],
  button_link,
})

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ClientResponseError)
  return error as ClientResponseError
}

describe('carousel button links', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', '//evil.example', '/\\evil.example', 'vbscript:x', 'https://exa mple.com', '/\t/evil.example', '/\n/evil.example', ' /\r/evil.example ', '\\\\evil.example', '/\t\\evil.example'])(
    'refuses %j on create and update, for staff and operators alike',
    async (link) => {
      for (const role of ['staff', 'superuser'] as const) {
        const pb = client(role)
        const error = await refusal(pb.collection('carousels').create(slide(link)))
        expect(error.status).toBe(400)
        expect(error.response.data).toEqual({ button_link: { code: 'validation_invalid_link', message: '请输入以 / 开头的站内地址，或完整的网址' } })
      }
      const pb = client('staff')
      const stored = await pb.collection('carousels').create(slide('/about'))
      const error = await refusal(pb.collection('carousels').update(stored.id, { button_link: link }))
      expect(error.status).toBe(400)
      expect((await pb.collection('carousels').getOne(stored.id)).button_link).toBe('/about')
    },
  )

  it.each(['', '/guanghe#apply', '/courses/strategy', 'https://www.example.com/页面?a=1', 'HTTP://example.com'])('stores %j', async (link) => {
    const created = await client('staff').collection('carousels').create(slide(link))
    expect(created.button_link).toBe(link)
  })

  it('stores a link the way a browser reads it: edges, tabs and line breaks stripped', async () => {
    const created = await client('staff').collection('carousels').create(slide(' /courses/\tstrategy\n'))
    expect(created.button_link).toBe('/courses/strategy')
  })
})
