// Realtime over PocketBase's SSE: the provider's subscriptions, and a hook that refreshes a resource's queries.
import { useQueryClient } from '@tanstack/react-query'
import type PocketBase from 'pocketbase'
import type { RecordModel, RecordSubscription } from 'pocketbase'
import { useDataProvider } from 'ra-core'
import type { RaRecord } from 'ra-core'
import { useEffect, useRef } from 'react'
import type { PocketBaseDataProvider, QueryOptions, RealtimeEvent } from './types'

type Stop = () => Promise<void>

/** Keeps every subscription a provider made, by resource, so they can be ended together on logout. */
export class SubscriptionRegistry {
  private readonly stops = new Map<string, Set<Stop>>()

  constructor(private readonly pb: PocketBase) {}

  async subscribe(
    resource: string,
    collection: string,
    query: QueryOptions | undefined,
    toRecord: (record: RecordModel) => RaRecord,
    callback: (event: RealtimeEvent) => void,
  ): Promise<Stop> {
    const options = query && (query.expand || query.fields) ? { query: { ...query } } : undefined
    const sdkStop = await this.pb.collection(collection).subscribe(
      '*',
      (event: RecordSubscription<RecordModel>) => {
        const action = event.action as RealtimeEvent['action']
        if (action !== 'create' && action !== 'update' && action !== 'delete') return
        callback({ action, record: toRecord(event.record) })
      },
      options,
    )
    return this.track(resource, sdkStop)
  }

  /**
   * PB_CONNECT arrives on the first connection and after every reconnect (the SDK reconnects and
   * resubscribes by itself); only the later ones mean events may have been missed.
   */
  async onReconnect(callback: () => void): Promise<Stop> {
    let initialConnectPending = !this.pb.realtime.isConnected
    const sdkStop = await this.pb.realtime.subscribe('PB_CONNECT', () => {
      if (initialConnectPending) {
        initialConnectPending = false
        return
      }
      callback()
    })
    return this.track('PB_CONNECT', sdkStop)
  }

  async unsubscribe(resource?: string): Promise<void> {
    const keys = resource === undefined ? [...this.stops.keys()] : [resource]
    const pending: Promise<void>[] = []
    for (const key of keys) {
      for (const stop of this.stops.get(key) ?? []) pending.push(stop())
    }
    await Promise.all(pending)
  }

  private track(key: string, sdkStop: Stop): Stop {
    let set = this.stops.get(key)
    if (!set) this.stops.set(key, (set = new Set()))
    const stop: Stop = async () => {
      const current = this.stops.get(key)
      if (!current?.delete(stop)) return
      if (current.size === 0) this.stops.delete(key)
      await sdkStop()
    }
    set.add(stop)
    return stop
  }
}

/**
 * Refreshes every react-admin query of `resource` when its records change, and calls `onEvent`
 * for each change (e.g. to notify). Subscribes on mount, unsubscribes on unmount; after a
 * reconnect it refreshes once, since events may have been missed while offline.
 */
export function useRealtimeRefresh(resource: string, onEvent?: (event: RealtimeEvent) => void): void {
  const dataProvider = useDataProvider() as unknown as PocketBaseDataProvider
  const queryClient = useQueryClient()
  const onEventRef = useRef(onEvent)
  useEffect(() => {
    onEventRef.current = onEvent
  })

  useEffect(() => {
    let ended = false
    const stops: Stop[] = []
    const keep = (stop: Stop) => {
      if (ended) void stop()
      else stops.push(stop)
    }
    // react-admin keys its queries [resource, method, params].
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [resource] })

    dataProvider
      .subscribe(resource, (event) => {
        refresh()
        onEventRef.current?.(event)
      })
      .then(keep)
      .then(() => (ended ? undefined : dataProvider.onReconnect(refresh)))
      .then((stop) => stop && keep(stop))
      // Without realtime the screens still work; an expired session is handled by react-admin's checkError.
      .catch(() => undefined)

    return () => {
      ended = true
      for (const stop of stops.splice(0)) void stop()
    }
  }, [dataProvider, queryClient, resource])
}
