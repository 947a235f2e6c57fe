// A content band of an inner page: centred column, optional eyebrow, an <h2> and a lead line.
import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { colors, layout, media } from '../theme'

const tones = {
  plain: css({ background: colors.surface }),
  alt: css({ background: colors.surfaceAlt }),
  dark: css({ background: colors.footer, color: colors.footerText }),
} as const

const band = css({ padding: '80px 0', [media.narrow]: { padding: '56px 0' } })
const inner = css({ maxWidth: layout.maxWidth, margin: '0 auto', padding: `0 ${layout.gutter}` })
const head = css({ maxWidth: '760px', marginBottom: '40px', [media.narrow]: { marginBottom: '28px' } })
const centredHead = css({ marginLeft: 'auto', marginRight: 'auto', textAlign: 'center' })
const eyebrowStyle = css({ color: colors.brand, fontSize: '14px', fontWeight: 600, letterSpacing: '0.08em', marginBottom: '8px' })
const titleStyle = css({ color: colors.ink, fontSize: '32px', lineHeight: 1.3, fontWeight: 700, [media.narrow]: { fontSize: '24px' } })
const darkTitle = css({ color: colors.onDark })
const leadStyle = css({ marginTop: '12px', color: colors.muted, fontSize: '17px', [media.narrow]: { fontSize: '15px' } })
const darkLead = css({ color: colors.footerText })

type Marks = Record<string, string>

interface SectionProps {
  id: string
  title: string
  lead?: ReactNode
  eyebrow?: string
  /** Markers of the texts staff edit (content/content-slots.ts), on the eyebrow, the heading and the lead. */
  marks?: { eyebrow?: Marks; title?: Marks; lead?: Marks }
  tone?: keyof typeof tones
  centred?: boolean
  children: ReactNode
}

export function Section({ id, title, lead, eyebrow, tone = 'plain', centred = false, marks = {}, children }: SectionProps) {
  const dark = tone === 'dark'
  return (
    <section id={id} css={[band, tones[tone]]} aria-labelledby={`${id}-title`}>
      <div css={inner}>
        <header css={[head, centred && centredHead]}>
          {eyebrow && (
            <p css={eyebrowStyle} {...marks.eyebrow}>
              {eyebrow}
            </p>
          )}
          <h2 id={`${id}-title`} css={[titleStyle, dark && darkTitle]} {...marks.title}>
            {title}
          </h2>
          {lead && (
            <p css={[leadStyle, dark && darkLead]} {...marks.lead}>
              {lead}
            </p>
          )}
        </header>
        {children}
      </div>
    </section>
  )
}
