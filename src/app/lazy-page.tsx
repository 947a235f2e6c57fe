// Page components loaded on demand, which can also be loaded ahead (before hydration) so the
// first render in the browser never suspends and matches the prerendered HTML.
import { use, type ComponentType } from 'react'
import type { PageProps } from '../site/layout/page'

export interface PageModule {
  default: ComponentType<PageProps>
}

/** A promise carrying the status fields React's `use()` reads to resolve it synchronously. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export interface LazyPage {
  Component: ComponentType<PageProps>
  /** Starts (once) loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<PageModule>
}

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise
  tracked.status = 'pending'
  promise.then(
    (value) => {
      tracked.status = 'fulfilled'
      tracked.value = value
    },
    (reason: unknown) => {
      tracked.status = 'rejected'
      tracked.reason = reason
    },
  )
  return tracked
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: TrackedPromise<PageModule> | undefined
  const preload = (): Promise<PageModule> => {
    // A failed download (network hiccup) is tried again on the next visit instead of sticking.
    if (!loading || loading.status === 'rejected') loading = track(load())
    return loading
  }

  function Component(props: PageProps) {
    const { default: Page } = use(preload())
    return <Page {...props} />
  }

  return { Component, preload }
}
