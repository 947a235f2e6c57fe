// The 免费咨询 buttons without React on the page: intent loads the dialog's code, a click opens the
// dialog for that button, and the dialog's code is prefetched from the build's list when idle.
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSULTATION_CODE_TEMPLATE_ID,
  CONSULTATION_TRIGGER_ATTRIBUTE,
  prefetchConsultationCode,
  watchConsultationTriggers,
} from '../../src/site/layout/consultation-opener'

const dialog = vi.hoisted(() => ({ loaded: vi.fn(), openConsultation: vi.fn() }))
vi.mock('../../src/site/forms/consultation-modal', () => {
  dialog.loaded()
  return { openConsultation: dialog.openConsultation }
})

/** A page of its own per test: the opener's listeners stay on the document they were given. */
function page(): { doc: Document; trigger: HTMLButtonElement } {
  const doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = `<header><button type="button" ${CONSULTATION_TRIGGER_ATTRIBUTE}><span>免费咨询</span></button><a href="/about">关于我们</a></header>`
  watchConsultationTriggers(doc)
  return { doc, trigger: doc.querySelector('button')! }
}

describe('consultation opener', () => {
  beforeEach(() => {
    dialog.openConsultation.mockClear()
  })

  it('loads nothing until a visitor goes for a 免费咨询 button', async () => {
    const { doc } = page()
    doc.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    doc.querySelector('a')!.dispatchEvent(new Event('click', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(dialog.loaded).not.toHaveBeenCalled()
    expect(dialog.openConsultation).not.toHaveBeenCalled()
  })

  it('starts loading the dialog when the pointer reaches the button, and opens it on click for that button', async () => {
    const { trigger } = page()
    trigger.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    // Testing Library's wait, as patient as tests/unit/setup.ts makes it (vi.waitFor gives up after 1 s).
    await waitFor(() => expect(dialog.loaded).toHaveBeenCalledOnce())
    expect(dialog.openConsultation).not.toHaveBeenCalled()

    trigger.dispatchEvent(new Event('click', { bubbles: true }))
    // (A document without a window: jest-dom's element matchers refuse its elements.)
    expect(trigger.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(dialog.openConsultation).toHaveBeenCalledWith(trigger))
    await waitFor(() => expect(trigger.hasAttribute('aria-busy')).toBe(false))
    expect(dialog.loaded).toHaveBeenCalledOnce()
  })

  it('puts the prefetch links the build listed into the head, and nothing where there is no list', () => {
    const doc = document.implementation.createHTMLDocument('page')
    prefetchConsultationCode(doc)
    expect(doc.head.querySelectorAll('link')).toHaveLength(0)

    doc.head.innerHTML = `<template id="${CONSULTATION_CODE_TEMPLATE_ID}"><link rel="prefetch" href="/assets/a.js"><link rel="prefetch" href="/assets/b.js"></template>`
    // Inert until then: a template's links fetch nothing.
    expect(doc.head.querySelectorAll(':scope > link')).toHaveLength(0)
    prefetchConsultationCode(doc)
    expect([...doc.head.querySelectorAll(':scope > link[rel="prefetch"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ])
  })
})
