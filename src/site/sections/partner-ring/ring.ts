// The 3D partner carousel's geometry and movement, as pure functions: where each card sits
// relative to the centre one, which cards are drawn, and how the index moves.

export const ring = {
  radius: 280,
  /** Below the mobile breakpoint the radius shrinks to 70 %. */
  mobileRadiusFactor: 0.7,
  mobileBreakpointPx: 768,
  /** The gallery's narrow layout below this width. */
  narrowGalleryPx: 640,
  perspective: 1000,
  sideRotationDeg: 35,
  /** Depth added per step away from the centre card. */
  depthStep: 150,
  /** Only cards whose depth offset is under this are rendered. */
  maxDepth: 300,
  /** Moves are blocked while a transition runs this long. */
  transitionMs: 600,
  achievements: { centre: 3, side: 2 },
} as const

export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count

/** Signed shortest distance from the current card to card `index` around the ring. */
export function offsetOf(index: number, current: number, count: number): number {
  let offset = wrapIndex(index - current, count)
  if (offset > count / 2) offset -= count
  return offset
}

export const radiusFor = (viewportWidth: number) => (viewportWidth < ring.mobileBreakpointPx ? ring.radius * ring.mobileRadiusFactor : ring.radius)

export const depthOf = (offset: number) => Math.abs(offset) * ring.depthStep

export const isRendered = (offset: number) => depthOf(offset) < ring.maxDepth

/** The CSS transform of a card `offset` steps from the centre. */
export function cardTransform(offset: number, radius: number): string {
  const rotation = offset === 0 ? 0 : -Math.sign(offset) * ring.sideRotationDeg
  return `translateX(${offset * radius}px) translateZ(${-depthOf(offset)}px) rotateY(${rotation}deg)`
}

export const achievementsShown = (offset: number) => (offset === 0 ? ring.achievements.centre : ring.achievements.side)
