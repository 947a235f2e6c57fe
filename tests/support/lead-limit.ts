// Raises the per-IP lead limit on a test server: every api test posts from 127.0.0.1.
import type PocketBase from 'pocketbase'

/** Sets the `form_submissions:create` rate limit rule to `maxRequests` a minute (the other rules stay). */
export async function raiseLeadRateLimit(su: PocketBase, maxRequests = 100_000): Promise<void> {
  const settings = (await su.settings.getAll()) as { rateLimits: { enabled: boolean; rules: { label: string; maxRequests: number }[] } }
  const rules = settings.rateLimits.rules.map((rule) => (rule.label === 'form_submissions:create' ? { ...rule, maxRequests } : rule))
  await su.settings.update({ rateLimits: { ...settings.rateLimits, rules } })
}
