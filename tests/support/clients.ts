// SDK clients for api tests on the worker's shared server (tests/api/global-setup.ts): a guest, its
// staff session and its superuser session.
import PocketBase from 'pocketbase'
import { inject } from 'vitest'

export type Role = 'guest' | 'staff' | 'superuser'

/** The shared server of the worker running this file. */
export function apiContext() {
  const contexts = inject('api')
  const context = contexts[Number(process.env.VITEST_POOL_ID ?? 1) - 1]
  if (!context) throw new Error(`no api server for pool ${process.env.VITEST_POOL_ID}: maxWorkers and the global setup disagree`)
  return context
}

export function client(role: Role): PocketBase {
  const ctx = apiContext()
  const pb = new PocketBase(ctx.url)
  pb.autoCancellation(false)
  if (role === 'staff') pb.authStore.save(ctx.staff.token)
  if (role === 'superuser') pb.authStore.save(ctx.superuser.token)
  return pb
}
