// The lead pipeline buttons: 标记已联系 only while pending, 标记已完成 only while contacted, nothing after.
import { render, screen } from '@testing-library/react'
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { displayedStatus, nextStatus, statusLabel } from '../../src/admin/resources/forms/lead-status'
import { NextStatusButton } from '../../src/admin/resources/forms/next-status-button'

const i18nProvider = createI18nProvider(catalogues)

function renderButton(status: unknown) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'lead1', status }}>
        <NextStatusButton />
      </RecordContextProvider>
    </AdminContext>,
  )
}

describe('lead status', () => {
  it.each([
    ['pending', '标记已联系'],
    ['contacted', '标记已完成'],
    // An unknown status reads as pending, so it offers the first step.
    ['archived', '标记已联系'],
    [undefined, '标记已联系'],
  ])('offers the next step for %s', (status, label) => {
    renderButton(status)
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([label])
  })

  it('offers no step once completed', () => {
    renderButton('completed')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows an unknown value as 待处理', () => {
    expect(displayedStatus('archived')).toBe('pending')
    expect(statusLabel('archived')).toBe('待处理')
    expect(statusLabel('contacted')).toBe('已联系')
    expect(nextStatus('completed')).toBeNull()
  })
})
