// How much visual effect a device can afford: low (<= 2 cores or <= 2 GB), medium (<= 4 cores),
// high otherwise; visitors who ask for reduced motion get none either way.

export type DeviceTier = 'low' | 'medium' | 'high'

export const deviceLimits = { lowCores: 2, lowMemoryGb: 2, mediumCores: 4 } as const

interface DeviceFacts {
  hardwareConcurrency?: number
  deviceMemory?: number
}

export function deviceTier({ hardwareConcurrency, deviceMemory }: DeviceFacts): DeviceTier {
  if ((hardwareConcurrency !== undefined && hardwareConcurrency <= deviceLimits.lowCores) || (deviceMemory !== undefined && deviceMemory <= deviceLimits.lowMemoryGb)) return 'low'
  if (hardwareConcurrency !== undefined && hardwareConcurrency <= deviceLimits.mediumCores) return 'medium'
  return 'high'
}

/** Whether to animate at all: false for reduced motion. Safe during prerender (no window). */
export function motionAllowed(): boolean {
  return typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/** The current device's tier; 'high' during prerender. */
export function currentDeviceTier(): DeviceTier {
  if (typeof navigator === 'undefined') return 'high'
  return deviceTier(navigator as Navigator & DeviceFacts)
}
