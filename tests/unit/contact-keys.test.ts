// @vitest-environment node
// The keys that group a person's leads (pb_hooks/lib/shared/contact-keys.js): one phone key however the
// number is written (+86, 0086, 86, spaces, dashes, brackets, full-width digits; a landline keeps its 0),
// and one e-mail key whatever the case, the spaces around it or the width of its characters.
import { describe, expect, it } from 'vitest'
import keys from '@shared/contact-keys.js'

const { phoneKey, emailKey } = keys

describe('phone keys', () => {
  it('reads every way of writing one mobile number as one key', () => {
    const forms = ['13800138000', '+86 138-0013-8000', '+8613800138000', '0086 13800138000', '8613800138000', '(138) 0013 8000', ' 138 0013 8000 ', '１３８００１３８０００', '＋８６ １３８００１３８０００']
    expect(new Set(forms.map(phoneKey))).toEqual(new Set(['13800138000']))
  })

  it('keeps a landline its trunk 0 whether dialled at home or from abroad, and other countries their code', () => {
    expect(phoneKey('010-12345678')).toBe('01012345678')
    expect(phoneKey('+86 10 1234 5678')).toBe('01012345678')
    expect(phoneKey('0086 21 5555 6666')).toBe('02155556666')
    // A bare 86 starts a number of its own unless a mobile number follows.
    expect(phoneKey('86123456')).toBe('86123456')
    expect(phoneKey('+852 9123 4567')).toBe('85291234567')
  })

  it('has no key without digits', () => {
    for (const empty of ['', '   ', '--', null, undefined]) expect(phoneKey(empty)).toBe('')
  })
})

describe('e-mail keys', () => {
  it('reads an address in any case, with spaces around it or in full-width letters, as one key', () => {
    const forms = ['Zhang.San@Example.com', ' zhang.san@example.COM ', 'ｚｈａｎｇ．ｓａｎ＠ｅｘａｍｐｌｅ．ｃｏｍ']
    expect(new Set(forms.map(emailKey))).toEqual(new Set(['zhang.san@example.com']))
    expect(emailKey('')).toBe('')
  })
})
