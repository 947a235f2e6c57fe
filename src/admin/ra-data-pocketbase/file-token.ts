// Short-lived file tokens: PocketBase serves a protected file (an image of a hidden record) only
// with `?token=`. One token is shared by every URL built until shortly before it expires.
import type PocketBase from 'pocketbase'

/** Reuse a token for this long; PocketBase's file tokens live 3 minutes by default. */
const TOKEN_REUSE_MS = 100_000

export function fileTokenSource(pb: PocketBase) {
  let cached: { token: string; authToken: string; until: number } | null = null
  let pending: Promise<string> | null = null
  /** A token for the signed-in user, or undefined for a guest. */
  return async function fileToken(): Promise<string | undefined> {
    const authToken = pb.authStore.token
    if (!authToken || !pb.authStore.isValid) return undefined
    if (cached && cached.authToken === authToken && Date.now() < cached.until) return cached.token
    pending ??= pb.files
      .getToken({ requestKey: null })
      .then((token) => {
        cached = { token, authToken, until: Date.now() + TOKEN_REUSE_MS }
        return token
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
}
