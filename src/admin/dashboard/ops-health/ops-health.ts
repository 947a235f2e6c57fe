// The operations report (pb_hooks/lib/ops/ops-health.js) as the dashboard reads it from its own route.
import opsRules from '@shared/ops-health.json' with { type: 'json' }

/** The dashboard's route: always 200, the report in the body (monitors use `opsRules.path`, 503 on failure). */
export const opsHealthPath = opsRules.dashboardPath

export type OpsStatus = 'ok' | 'warn' | 'fail' | 'off' | 'pending'

interface Check {
  status: OpsStatus
  reasons: string[]
}

export interface OpsHealth {
  status: OpsStatus
  checkedAt: string
  checks: {
    disk: Check & { freeBytes: number | null; totalBytes: number | null; freePercent: number | null }
    backup: Check & { location: 'local' | 's3'; schedule: string; keep: number; latest: { name: string; time: string; size: number } | null; ageHours: number | null }
    mail: Check & { smtpConfigured: boolean; queued: number; failed: number; held: number; overdueMinutes: number }
    replication: Check & { configured: boolean; lagSeconds: number | null; lastReplicatedAt: string | null }
  }
}

/** The four checks in the order the panel lists them. */
export const checkNames = ['disk', 'backup', 'mail', 'replication'] as const
