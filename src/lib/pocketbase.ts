// The one PocketBase SDK client: same origin as the page, session kept in localStorage by the SDK.
import PocketBase from 'pocketbase'

export const pb = new PocketBase('/')

// React may run an effect twice (StrictMode) or refetch in parallel; the SDK would otherwise
// cancel the earlier of two identical requests and surface that as an error.
pb.autoCancellation(false)
