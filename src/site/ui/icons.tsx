// The site's line icons (24 × 24, stroke = currentColor). Content files name an icon by key, so
// no page depends on emoji fonts a visitor's device may lack.
import type { CSSProperties } from 'react'

const paths = {
  graduation: 'M2 9l10-5 10 5-10 5-10-5z M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5 M22 9v6',
  toolbox: 'M3 8h18v11H3z M8 8V5h8v3 M3 13h18 M10 12v2 M14 12v2',
  library: 'M4 4h4v16H4z M10 4h4v16h-4z M16 5l3.5-1 3 15.5-3.5 1z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0z M8 6H4v1a4 4 0 0 0 4 4 M16 6h4v1a4 4 0 0 1-4 4 M12 13v4 M8 20h8 M9 17h6v3H9z',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z M4 21a2 2 0 0 1 2-2h14',
  target: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10z M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z',
  handshake: 'M2 11l4-4 4 2 3-2 4 1 5 4 M6 7l-4 6 5 5 2-1 M22 12l-6 6-3-1 M9 17l2 2 M11 15l3 3 M13 13l3 3',
  flask: 'M9 3h6 M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3 M7 15h10',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z M9 12l2 2 4-4',
  rocket: 'M12 15l-3-3c1-4 4-8 10-9-1 6-5 9-9 10z M9 12l-4 1-2 4 4-1 M12 15l-1 4-4 2 1-4 M15 9a1 1 0 1 0 0-.01',
  chart: 'M4 20V4 M4 20h16 M8 16v-5 M12 16V8 M16 16v-3 M20 16V6',
  users: 'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8z M2 21v-1a7 7 0 0 1 14 0v1 M16 3.5a4 4 0 0 1 0 7 M18 14a6 6 0 0 1 4 6v1',
  megaphone: 'M3 10v4h4l8 5V5L7 10z M18 9a4 4 0 0 1 0 6 M7 14l1 6h3l-1-5',
  network: 'M12 3a2 2 0 1 0 0 4a2 2 0 1 0 0-4z M5 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4z M19 17a2 2 0 1 0 0 4a2 2 0 1 0 0-4z M12 7v5 M12 12l-6 5 M12 12l6 5',
  spark: 'M12 2v6 M12 16v6 M2 12h6 M16 12h6 M5 5l3.5 3.5 M15.5 15.5L19 19 M5 19l3.5-3.5 M15.5 8.5L19 5',
  cloud: 'M7 18a4 4 0 0 1-.5-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z',
  lightbulb: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  calendar: 'M4 5h16v16H4z M4 10h16 M8 3v4 M16 3v4',
  check: 'M5 12l5 5 9-10',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  download: 'M12 3v12 M7 10l5 5 5-5 M4 19h16',
} as const

export type IconName = keyof typeof paths

interface IconProps {
  name: IconName
  size?: number
  style?: CSSProperties
  className?: string
}

export function Icon({ name, size = 24, style, className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" style={style} className={className}>
      <path d={paths[name]} />
    </svg>
  )
}
