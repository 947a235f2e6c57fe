// Storage sizes as staff read them: B, KB, MB or GB (1024-based), one decimal above bytes.

const UNITS = ['KB', 'MB', 'GB'] as const

export function byteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`
  let value = bytes
  let unit = -1
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`
}
