// Design tokens of the public site: colours, radii, shadows, widths and breakpoints used by every
// section.

export const colors = {
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  surface: '#ffffff',
  surfaceAlt: '#f8fafc',
  brand: '#2563eb',
  brandDark: '#1d4ed8',
  /** The pale brand wash: chips, icon boxes, the hover of light buttons and rows. */
  brandTint: '#eff6ff',
  accent: '#7c3aed',
  accentTint: '#ede9fe',
  /** Text and icons over dark, brand or gradient backgrounds. */
  onDark: '#ffffff',
  /** A light wash over dark backgrounds: badges, dividers, hover. */
  veil: 'rgba(255, 255, 255, 0.12)',
  footer: '#0b1220',
  footerText: '#cbd5e1',
  footerMuted: '#94a3b8',
  /** Errors: required marks, invalid fields, their messages. */
  danger: '#dc2626',
  dangerTint: '#fef2f2',
  dangerText: '#991b1b',
} as const

export const radii = {
  /** Buttons, fields, small boxes. */
  control: '8px',
  /** Icon boxes and blocks inside a card. */
  tile: '12px',
  card: '16px',
  /** Chips, tags and badges. */
  pill: '999px',
} as const

export const shadows = {
  card: '0 12px 32px rgba(15, 23, 42, 0.06)',
  cardHover: '0 18px 40px rgba(15, 23, 42, 0.12)',
  dialog: '0 24px 64px rgba(15, 23, 42, 0.35)',
} as const

export const gradients = {
  hero: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 45%, #7c3aed 100%)',
  /** Behind initials where a person or a company has no picture (team cards, partner cards). */
  avatars: [
    'linear-gradient(135deg, #2563eb, #7c3aed)',
    'linear-gradient(135deg, #0ea5e9, #2563eb)',
    'linear-gradient(135deg, #7c3aed, #db2777)',
    'linear-gradient(135deg, #0f766e, #0ea5e9)',
    'linear-gradient(135deg, #c2410c, #db2777)',
  ],
} as const

export const layout = {
  maxWidth: '1200px',
  gutter: '20px',
  headerHeight: '64px',
} as const

export const media = {
  /** Phones up to this width get the compact layouts. */
  narrow: '@media (max-width: 767px)',
  /** Tablets and small laptops. */
  medium: '@media (max-width: 1023px)',
} as const
