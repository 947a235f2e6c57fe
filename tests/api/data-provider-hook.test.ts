// @vitest-environment jsdom
// useRealtimeRefresh in a react-admin context against the real PocketBase: a change made elsewhere refreshes the list.
import { render, screen, waitFor } from '@testing-library/react'
import { CoreAdminContext, useGetList } from 'ra-core'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { pocketbaseDataProvider, useRealtimeRefresh, type RealtimeEvent } from '../../src/admin/ra-data-pocketbase'
import { client } from '../support/clients'
import { installStreamEventSource } from '../support/stream-event-source'

installStreamEventSource()

const tag = `hook${Date.now().toString(36)}`

function Probe({ events }: { events: RealtimeEvent[] }) {
  useRealtimeRefresh('slides', (event) => events.push(event))
  const { total } = useGetList('slides', { filter: { 'title@~': tag }, pagination: { page: 1, perPage: 5 } })
  return createElement('output', { 'data-testid': 'total' }, total === undefined ? '…' : String(total))
}

describe('useRealtimeRefresh', () => {
  it('refetches the resource’s queries and reports the event when a record is created elsewhere; stops on unmount', async () => {
    const pb = client('staff')
    const dataProvider = pocketbaseDataProvider(pb, { collections: { slides: 'carousels' } })
    const events: RealtimeEvent[] = []
    const view = render(createElement(CoreAdminContext, { dataProvider }, createElement(Probe, { events })))
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('0'))
    await waitFor(() => expect(pb.realtime.isConnected).toBe(true))

    const slide = { title: `${tag}-a`, page_id: 'home', active: true, stats: [{ label: '服务企业', value: '1000+' }] }
    const created = await client('superuser').collection('carousels').create(slide)
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'), { timeout: 5000 })
    expect(events).toEqual([expect.objectContaining({ action: 'create', record: expect.objectContaining({ id: created.id }) })])

    view.unmount()
    await waitFor(() => expect(pb.realtime.isConnected).toBe(false))
  })
})
