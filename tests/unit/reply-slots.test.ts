// @vitest-environment node
// Reply templates' slots (pb_hooks/lib/shared/reply-slots.js): unknown ones named once each as written, known
// ones filled with the lead's values in one pass, never reading a lead's own text as a slot.
import { describe, expect, it } from 'vitest'
import slots from '@shared/reply-slots.js'
import desk from '@shared/sales-desk.json'

const { SLOT_NAMES, unknownSlots, fillSlots } = slots

describe('reply template slots', () => {
  it('names each unknown slot once, and no known one or a brace that is no slot', () => {
    expect(unknownSlots('{姓名}您好，{客户}，{客户}，{ 空格 }，{}，{很长很长很长很长很长很长}')).toEqual(['{客户}'])
    expect(unknownSlots(SLOT_NAMES.map((name) => `{${name}}`).join(''))).toEqual([])
  })

  it('fills every known slot with its value, as text, and leaves the rest as written', () => {
    const values = Object.fromEntries(Object.values(desk.replies.slots).map((key) => [key, `<${key}>{姓名}`]))
    const filled = fillSlots('{姓名}/{公司}/{客户}/{职位}', { ...values, position: undefined })
    expect(filled).toBe('<name>{姓名}/<company>{姓名}/{客户}/')
  })
})
