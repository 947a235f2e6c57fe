// Design tokens of the public site: colours, widths and breakpoints used by every section.

export const colors = {
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  surface: '#ffffff',
  surfaceAlt: '#f8fafc',
  brand: '#2563eb',
  brandDark: '#1d4ed8',
  accent: '#7c3aed',
  footer: '#0b1220',
  footerText: '#cbd5e1',
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
