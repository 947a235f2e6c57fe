// 预计金额（元）on a lead's page: one typed change is one save, even when Enter is followed by the field's blur.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { catalogues } from '../../src/admin/catalogues'
import { createI18nProvider } from '../../src/admin/providers/i18n'
import { LeadValue, parseYuan } from '../../src/admin/resources/forms/lead-value'

describe('lead value', () => {
  it('reads yuan as typed, with separators and a currency sign', () => {
    expect(parseYuan('¥88,000')).toBe(88000)
    expect(parseYuan('')).toBe(0)
    expect(parseYuan('8.5')).toBeNull()
  })

  it('saves once when Enter is followed by a blur', async () => {
    let finish: () => void = () => {}
    const update = vi.fn(
      (_resource: string, params: { id: unknown; data: object }) =>
        new Promise<{ data: never }>((resolve) => {
          finish = () => resolve({ data: { id: params.id, ...params.data } as never })
        }),
    )
    render(
      <AdminContext dataProvider={testDataProvider({ update })} i18nProvider={createI18nProvider(catalogues)}>
        <RecordContextProvider value={{ id: 'lead1', expected_value: 0 }}>
          <LeadValue />
        </RecordContextProvider>
      </AdminContext>,
    )
    const field = screen.getByLabelText('预计金额（元）')
    fireEvent.change(field, { target: { value: '88000' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(field).toHaveAttribute('readonly')
    fireEvent.blur(field)
    finish()
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'))
    // A blur after the answer, before the saved record is shown, sends nothing either.
    fireEvent.blur(field)
    expect(update).toHaveBeenCalledTimes(1)
    expect(update.mock.calls[0][1].data).toEqual({ expected_value: 88000 })
  })
})
