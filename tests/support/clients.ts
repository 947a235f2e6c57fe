// SDK clients for api tests: a guest, the shared staff session and the shared superuser session.
import PocketBase from 'pocketbase'
import { inject } from 'vitest'

export type Role = 'guest' | 'staff' | 'superuser'

export function apiContext() {
  return inject('api')
}

export function client(role: Role): PocketBase {
  const ctx = apiContext()
  const pb = new PocketBase(ctx.url)
  pb.autoCancellation(false)
  if (role === 'staff') pb.authStore.save(ctx.staff.token)
  if (role === 'superuser') pb.authStore.save(ctx.superuser.token)
  return pb
}
